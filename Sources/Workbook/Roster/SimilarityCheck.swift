import Foundation

/// Compares students' exercise code by `CodeFingerprint` for the gradebook's hints.
///
/// Per lesson, a student's code that still fingerprints as the starter is ignored; code that
/// fingerprints as the reference solution gives `same-as-solution`. Two students are
/// `similar` when, among the lessons both changed (solution copies aside), at least half and
/// at least one have the same fingerprint: short exercises can coincide by chance, a whole
/// copied workspace cannot.
public enum SimilarityCheck {
    /// Fills in `sameAsSolution` and `similar` of each grade; `workspaces` by student name.
    public static func apply(to grades: inout [StudentGrade], workspaces: [String: Workspace], course: Course) {
        let lessons = course.lessons.filter { $0.exercise != nil }
        var reference: [String: (starter: CodeFingerprint, solution: CodeFingerprint)] = [:]
        for lesson in lessons {
            let folder = course.directory.appendingPathComponent(lesson.folder)
            reference[lesson.id] = (fingerprint(SourceFiles.swiftFiles(under: folder.appendingPathComponent("Exercise"))),
                                    fingerprint(SourceFiles.swiftFiles(under: folder.appendingPathComponent("Solution"))))
        }
        var own: [String: [String: CodeFingerprint]] = [:]
        for index in grades.indices {
            guard let workspace = workspaces[grades[index].name] else { continue }
            var mine: [String: CodeFingerprint] = [:]
            var copied: [String] = []
            for lesson in lessons {
                guard let known = reference[lesson.id] else { continue }
                let print = fingerprint(workspace.exerciseFiles(for: lesson))
                if print == known.starter { continue }
                if print == known.solution { copied.append(lesson.id) } else { mine[lesson.id] = print }
            }
            grades[index].sameAsSolution = copied
            own[grades[index].name] = mine
        }
        for first in grades.indices {
            for second in grades.indices where second > first {
                let a = own[grades[first].name] ?? [:], b = own[grades[second].name] ?? [:]
                let shared = Set(a.keys).intersection(b.keys)
                let same = lessons.map(\.id).filter { shared.contains($0) && a[$0] == b[$0] }
                guard !same.isEmpty, same.count * 2 >= shared.count else { continue }
                grades[first].similar[grades[second].name] = same
                grades[second].similar[grades[first].name] = same
            }
        }
    }

    private static func fingerprint(_ files: [String: URL]) -> CodeFingerprint {
        CodeFingerprint(files: files.map { (path: $0.key, text: (try? String(contentsOf: $0.value, encoding: .utf8)) ?? "") })
    }
}
