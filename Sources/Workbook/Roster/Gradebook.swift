/// The class's results: students × lessons, with points, walkthrough positions and flags.
/// Made by `RosterGrader`; rendered as CSV, JSON, JUnit XML, HTML or text.
///
/// Fixed spellings, for scripts: a lesson's cell is `pass` or `fail`; flags are the words of
/// `StudentGrade.Flag.word`, separated by spaces.
public struct Gradebook: Equatable, Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case text, csv, json, junit, html
    }

    /// Points for a passing exercise (the GitHub Classroom workflow gives each lesson the same).
    public static let pointsPerExercise = 10

    /// Lesson ids with an exercise, in course order: the columns.
    public var lessons: [String]
    public var students: [StudentGrade]
    public var skipped: [Roster.Skipped]

    public init(lessons: [String], students: [StudentGrade], skipped: [Roster.Skipped] = []) {
        self.lessons = lessons
        self.students = students
        self.skipped = skipped
    }

    public var totalPoints: Int { lessons.count * Self.pointsPerExercise }

    public func result(of student: StudentGrade, in lesson: String) -> ExerciseResult? {
        student.report.results.first { $0.lessonID == lesson }
    }

    public func passed(_ student: StudentGrade, _ lesson: String) -> Bool { result(of: student, in: lesson)?.passed ?? false }

    public func points(of student: StudentGrade) -> Int {
        lessons.filter { passed(student, $0) }.count * Self.pointsPerExercise
    }

    /// Why a lesson did not pass, in one line: the first failing test and its message, the
    /// first compiler error, or what stopped the check. Nil when it passed.
    public func failure(of student: StudentGrade, in lesson: String) -> String? {
        guard let result = result(of: student, in: lesson) else { return "not graded" }
        if result.passed { return nil }
        if let run = result.testRun, let test = run.failed.first {
            let message = test.status == .crashed ? (run.crash?.message ?? "crashed")
                : test.failures.first.map { failure in
                    if let expected = failure.expected, let actual = failure.actual { return "expected \(expected), got \(actual)" }
                    return failure.message
                } ?? "failed"
            return "\(test.name): \(message)"
        }
        if let error = result.compilerErrors.first { return "does not compile: \(error.message)" }
        if let crash = result.testRun?.crash { return crash.message }
        return GradeReport.outcomeText(result) + (result.detail?.split(separator: "\n").first.map { ": " + $0 } ?? "")
    }

    public func render(_ format: Format) -> String {
        switch format {
        case .text: renderText()
        case .csv: renderCSV()
        case .json: renderJSON()
        case .junit: renderJUnit()
        case .html: renderHTML()
        }
    }

    /// A lesson's cell: `pass`, `fail`, or `timeout` when the student's time budget ran out.
    func cell(_ student: StudentGrade, _ lesson: String) -> String {
        if passed(student, lesson) { return "pass" }
        return result(of: student, in: lesson)?.outcome == .timedOut ? "timeout" : "fail"
    }

    /// Header `student,<lesson ids>,points,total,position,flags`, then a row per student.
    public func renderCSV() -> String {
        let header = ["student"] + lessons + ["points", "total", "position", "flags"]
        let rows = students.map { student in
            [student.name] + lessons.map { cell(student, $0) }
                + ["\(points(of: student))", "\(totalPoints)", student.position, student.flags.map(\.word).joined(separator: " ")]
        }
        return ([header] + rows).map { $0.map(CSVField.escape).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    /// One line per student (`name  points/total  ✔✘...  flags`), then the skipped folders.
    public func renderText() -> String {
        let width = students.map(\.name.count).max() ?? 0
        var lines = students.map { student in
            let marks = lessons.map { passed(student, $0) ? "✔" : "✘" }.joined()
            let flags = student.flags.map(\.word).joined(separator: " ")
            return "\(student.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(points(of: student))/\(totalPoints)  \(marks)  \(student.position)"
                + (flags.isEmpty ? "" : "  [\(flags)]")
        }
        lines += skipped.map { "skipped \($0.folder): \($0.reason)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
