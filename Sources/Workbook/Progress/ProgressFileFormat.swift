/// The progress file's text: a comment header, then one line per lesson,
/// `<lesson-id> step=<N> done=<N,N,...> exercise=<none|passed|failed>`, then, when not zero,
/// `attempts=<N> hints=<N> seconds=<N>`, then `gave-up=yes` after `solution --give-up`.
///
/// Plain text on purpose: a learner or teacher can read and fix it by hand. The last four
/// fields came later and are optional, so older files read as they always did (with zeros,
/// and no give-up).
enum ProgressFileFormat {
    static let header = """
        # ArchLab progress. One line per lesson:
        #   <lesson-id> step=<current step> done=<steps done, comma-separated> exercise=<none|passed|failed>
        #   then, when not zero: attempts=<checks run> hints=<hints asked for with `hint`> seconds=<time spent>
        #   then gave-up=yes if the solution was shown (`solution --give-up`) before the exercise passed
        # `reset <lesson>` in archlab clears one lesson; deleting this file clears all.
        """

    struct Corruption: Error, Equatable {
        var line: Int
        var reason: String
    }

    static func render(_ book: ProgressBook) -> String {
        let lines = book.lessons.values.sorted { $0.lessonID < $1.lessonID }.map { lesson in
            var line = "\(lesson.lessonID) step=\(lesson.currentStep) done=\(lesson.doneSteps.map(String.init).joined(separator: ",")) exercise=\(lesson.exercise.rawValue)"
            for (key, value) in [("attempts", lesson.attempts), ("hints", lesson.hintsUsed), ("seconds", lesson.seconds)] where value != 0 {
                line += " \(key)=\(value)"
            }
            if lesson.gaveUp { line += " gave-up=yes" }
            return line
        }
        return ([header] + lines).joined(separator: "\n") + "\n"
    }

    static func parse(_ text: String) throws(Corruption) -> ProgressBook {
        var book = ProgressBook()
        for (index, rawLine) in TextLines.split(text).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let lesson = try parseLine(line, number: index + 1)
            guard !book.hasStarted(lesson.lessonID) else {
                throw Corruption(line: index + 1, reason: "lesson `\(lesson.lessonID)` appears twice")
            }
            book[lesson.lessonID] = lesson
        }
        return book
    }

    private static func parseLine(_ line: String, number: Int) throws(Corruption) -> LessonProgress {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let id = fields.first, FrontMatterReader.isValidID(String(id)) else {
            throw Corruption(line: number, reason: "it does not start with a lesson id")
        }
        var progress = LessonProgress(lessonID: String(id))
        var seen: Set<String> = []
        for field in fields.dropFirst() {
            guard let equals = field.firstIndex(of: "=") else {
                throw Corruption(line: number, reason: "`\(field)` is not `key=value`")
            }
            let key = String(field[..<equals])
            let value = field[field.index(after: equals)...]
            guard seen.insert(key).inserted else { throw Corruption(line: number, reason: "`\(key)` appears twice") }
            switch key {
            case "step":
                guard let step = Int(value), step >= 1 else { throw Corruption(line: number, reason: "step `\(value)` is not a step number") }
                progress.currentStep = step
            case "done":
                for item in value.split(separator: ",") {
                    guard let step = Int(item), step >= 1 else { throw Corruption(line: number, reason: "done `\(value)` is not a list of step numbers") }
                    progress.markDone(step)
                }
            case "exercise":
                guard let status = LessonProgress.ExerciseStatus(rawValue: String(value)) else {
                    throw Corruption(line: number, reason: "exercise `\(value)` is not none, passed or failed")
                }
                progress.exercise = status
            case "attempts", "hints", "seconds":
                guard let count = Int(value), count >= 0 else { throw Corruption(line: number, reason: "\(key) `\(value)` is not a count") }
                switch key {
                case "attempts": progress.attempts = count
                case "hints": progress.hintsUsed = count
                default: progress.seconds = count
                }
            case "gave-up":
                guard value == "yes" || value == "no" else { throw Corruption(line: number, reason: "gave-up `\(value)` is not yes or no") }
                progress.gaveUp = value == "yes"
            default:
                throw Corruption(line: number, reason: "unknown field `\(key)`")
            }
        }
        guard seen.contains("step") else { throw Corruption(line: number, reason: "it has no `step=`") }
        return progress
    }
}
