import Foundation

/// Compares students' exercise code by `CodeFingerprint` for the gradebook's hints, the way
/// JPlag and MOSS do: what matters is how much of one's code is found in the other's, after
/// names, literals, comments and layout are set aside.
///
/// Per lesson, the fingerprints a student wrote are those of their code that are no k-gram
/// of the starter (the starter is base code every student shares). A lesson whose files were
/// all deleted, or whose tokens are still the starter's, is no evidence either way; neither is
/// one where either side wrote fewer than `minimumFingerprints`: short exercises converge by
/// themselves. Two sets are compared by containment (`CodeFingerprint.containment`), which
/// code added to a copy does not lower.
///
/// `same-as-solution`: a lesson whose code scores at least `threshold` against the reference
/// solution. `similar`: two students, among the lessons both wrote enough of (solution copies
/// aside), with at least one and at least half scoring `threshold` or more. Hints to look
/// closer, never a verdict.
public enum SimilarityCheck {
    /// The score from which two lessons' code counts as the same. Measured on the course:
    /// a copy with an unused declaration added scores 1.0, with a statement inserted in the
    /// middle 0.90 to 1.0; honest rewrites of lessons 01, 08 and 11 scored 0.31, 0.14 and 0.50.
    public static let threshold = 0.8
    /// The fingerprints (beyond the starter) both sides must have for a lesson to be evidence:
    /// about 90 tokens, a dozen lines, written by the student. Smaller exercises (40 of the
    /// course's 74, most drills among them: those whose reference solution adds less) have one
    /// natural answer.
    public static let minimumFingerprints = 20

    /// Fills in `sameAsSolution`, `similar` and their scores of each grade; `workspaces` by
    /// student name.
    public static func apply(to grades: inout [StudentGrade], workspaces: [String: Workspace], course: Course) {
        let lessons = course.lessons.filter { $0.exercise != nil }
        var reference: [String: (starter: CodeFingerprint, solution: Set<UInt64>)] = [:]
        for lesson in lessons {
            let folder = course.directory.appendingPathComponent(lesson.folder)
            let part = lesson.kind == .tests ? "/Tests" : ""
            let prefix = lesson.kind == .tests ? "Tests/" : ""
            // The shipped starter (sealed), not whatever the teacher's checkout holds.
            let shipped = ((try? course.shippedStarters(of: lesson)) ?? []).compactMap { file -> (path: String, text: String)? in
                guard file.name.hasSuffix(".swift"), file.name.hasPrefix(prefix) else { return nil }
                return (String(file.name.dropFirst(prefix.count)), String(decoding: file.data, as: UTF8.self))
            }
            let starter = CodeFingerprint(files: shipped)
            let solution = fingerprint(SourceFiles.swiftFiles(under: folder.appendingPathComponent("Solution" + part)))
            reference[lesson.id] = (starter, solution.fingerprints(beyond: starter))
        }
        var own: [String: [String: Set<UInt64>]] = [:]
        for index in grades.indices {
            guard let workspace = workspaces[grades[index].name] else { continue }
            var mine: [String: Set<UInt64>] = [:]
            for lesson in lessons {
                guard let known = reference[lesson.id] else { continue }
                let code = fingerprint(workspace.exerciseFiles(for: lesson))
                guard !code.isEmpty, code.tokens != known.starter.tokens else { continue }
                let written = code.fingerprints(beyond: known.starter)
                if let score = score(written, known.solution), score >= threshold {
                    grades[index].sameAsSolution.append(lesson.id)
                    grades[index].sameAsSolutionScores[lesson.id] = score
                } else {
                    mine[lesson.id] = written
                }
            }
            own[grades[index].name] = mine
        }
        for first in grades.indices {
            for second in grades.indices where second > first {
                let a = own[grades[first].name] ?? [:], b = own[grades[second].name] ?? [:]
                var evidence = 0
                var same: [String: Double] = [:]
                for lesson in lessons {
                    guard let mine = a[lesson.id], let theirs = b[lesson.id], let score = score(mine, theirs) else { continue }
                    evidence += 1
                    if score >= threshold { same[lesson.id] = score }
                }
                guard !same.isEmpty, same.count * 2 >= evidence else { continue }
                let names = lessons.map(\.id).filter { same[$0] != nil }
                grades[first].similar[grades[second].name] = names
                grades[second].similar[grades[first].name] = names
                grades[first].similarScores[grades[second].name] = same
                grades[second].similarScores[grades[first].name] = same
            }
        }
    }

    /// The containment of two lessons' written fingerprints, or nil when either has fewer
    /// than `minimumFingerprints` (no evidence).
    static func score(_ a: Set<UInt64>, _ b: Set<UInt64>) -> Double? {
        guard min(a.count, b.count) >= minimumFingerprints else { return nil }
        return CodeFingerprint.containment(a, b)
    }

    private static func fingerprint(_ files: [String: URL]) -> CodeFingerprint {
        CodeFingerprint(files: files.map { (path: $0.key, text: String(decoding: FileManager.default.contents(atPath: $0.value.path) ?? Data(), as: UTF8.self)) })
    }
}
