import Foundation

/// One learner's walkthrough, lesson by lesson, for `archlab progress` and the gradebook's
/// "where is each student" column: steps done, the exercise, attempts, hints, time, and whether
/// the learner gave up and saw the solution (`solution --give-up`).
public struct ProgressReport: Equatable, Sendable {
    public struct Row: Equatable, Sendable, Encodable {
        public var lesson: String
        public var title: String
        public var steps: Int
        public var stepsDone: Int
        public var currentStep: Int
        public var started: Bool
        public var complete: Bool
        /// `none`, `passed` or `failed`; nil for a lesson without an exercise.
        public var exercise: String?
        public var attempts: Int
        public var hints: Int
        public var seconds: Int
        /// Saw the solution with `solution --give-up` before the exercise passed.
        public var gaveUp: Bool
    }

    public var rows: [Row]

    public init(course: Course, book: ProgressBook) {
        rows = course.lessons.map { lesson in
            let progress = book[lesson.id]
            let done = Set(progress.doneSteps).intersection(lesson.steps.map(\.number)).count
            return Row(lesson: lesson.id, title: lesson.title, steps: lesson.steps.count, stepsDone: done,
                       currentStep: progress.currentStep, started: book.hasStarted(lesson.id),
                       complete: !lesson.steps.isEmpty && done == lesson.steps.count,
                       exercise: lesson.exercise == nil ? nil : progress.exercise.rawValue,
                       attempts: progress.attempts, hints: progress.hintsUsed, seconds: progress.seconds, gaveUp: progress.gaveUp)
        }
    }

    /// Where the learner is: the last lesson started and its step, e.g. `vip-cycle step 3/5`;
    /// `not started` before any lesson, `finished` when every lesson is complete.
    public var position: String {
        if !rows.isEmpty, rows.allSatisfy(\.complete) { return "finished" }
        guard let last = rows.last(where: \.started) else { return "not started" }
        return last.complete ? "\(last.lesson) done" : "\(last.lesson) step \(min(last.currentStep, last.steps))/\(last.steps)"
    }

    public func renderJSON() -> String {
        struct Document: Encodable {
            var position: String
            var lessons: [Row]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(position: position, lessons: rows))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public func renderCSV() -> String {
        let header = "lesson,title,steps,steps_done,current_step,complete,exercise,attempts,hints,seconds,gave_up"
        let lines = rows.map { row in
            [row.lesson, row.title, "\(row.steps)", "\(row.stepsDone)", "\(row.currentStep)", row.complete ? "yes" : "no",
             row.exercise ?? "", "\(row.attempts)", "\(row.hints)", "\(row.seconds)", row.gaveUp ? "yes" : "no"].map(CSVField.escape).joined(separator: ",")
        }
        return ([header] + lines).joined(separator: "\n") + "\n"
    }

    public func renderText() -> String {
        let width = rows.map(\.lesson.count).max() ?? 0
        var lines = rows.map { row in
            let steps = "\(row.stepsDone)/\(row.steps) steps"
            let exercise = row.exercise.map { " exercise \($0)" } ?? ""
            let extra = row.started ? " · \(row.attempts) checks · \(row.hints) hints · \(row.seconds / 60) min" + (row.gaveUp ? " · gave up" : "") : ""
            return "\(row.lesson.padding(toLength: width, withPad: " ", startingAt: 0))  \(steps)\(exercise)\(extra)"
        }
        lines.append("Position: \(position)")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled.
///
/// A field a spreadsheet would take for a formula (it begins with `=`, `+`, `-`, `@`, a tab
/// or a carriage return: a student folder named `=HYPERLINK(...)`) is neutralised as OWASP
/// recommends against CSV injection: a `'` is put before it and it is quoted. The cell then
/// shows the text, `'` included.
enum CSVField {
    static func escape(_ field: String) -> String {
        let formula = field.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } ?? false
        let text = formula ? "'" + field : field
        guard formula || text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
