import Foundation

extension Gradebook {
    /// `{ "lessons", "total", "students": [{ "name", "points", "position", "flags",
    /// "lessons": { id: { "result", "outcome", "points", "failure" } }, "tampered",
    /// "sameAsSolution", "sameAsSolutionScores": { id: score }, "gaveUp", "similar",
    /// "similarScores": { student: { id: score } } }], "skipped" }`, keys sorted; scores
    /// (0 to 1, see `SimilarityCheck`) rounded to two decimals.
    public func renderJSON() -> String {
        struct Cell: Encodable {
            var result: String
            var outcome: String
            var points: Int
            var failure: String?
        }
        struct Student: Encodable {
            var name: String
            var points: Int
            var position: String
            var flags: [String]
            var lessons: [String: Cell]
            var tampered: [String]
            var sameAsSolution: [String]
            var sameAsSolutionScores: [String: Double]
            var gaveUp: [String]
            var similar: [String: [String]]
            var similarScores: [String: [String: Double]]
        }
        let rounded = { (scores: [String: Double]) in scores.mapValues { ($0 * 100).rounded() / 100 } }
        struct Document: Encodable {
            var lessons: [String]
            var total: Int
            var students: [Student]
            var skipped: [Roster.Skipped]
        }
        let document = Document(lessons: lessons, total: totalPoints, students: students.map { student in
            var cells: [String: Cell] = [:]
            for lesson in lessons {
                let pass = passed(student, lesson)
                cells[lesson] = Cell(result: cell(student, lesson), outcome: result(of: student, in: lesson)?.outcome.rawValue ?? "notRun",
                                     points: pass ? Self.pointsPerExercise : 0, failure: failure(of: student, in: lesson))
            }
            return Student(name: student.name, points: points(of: student), position: student.position, flags: student.flags.map(\.word),
                           lessons: cells, tampered: student.findings.map(\.text), sameAsSolution: student.sameAsSolution,
                           sameAsSolutionScores: rounded(student.sameAsSolutionScores), gaveUp: student.gaveUp, similar: student.similar,
                           similarScores: student.similarScores.mapValues(rounded))
        }, skipped: skipped)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
