import Foundation

/// One seeded bug of a test-writing exercise: `Lessons/NN-slug/Mutants/NAME/`, holding the
/// mutated copies of some `Reference/` files and a one-line `description`.
///
/// The description is all a learner ever sees of it ("a presenter that forgets the error
/// case"); the code stays hidden so that tests are written against behaviour, not a diff.
public struct Mutant: Equatable, Sendable {
    /// The folder name, `[a-z0-9-]+`; its library in a build is `MutantTargets.module(_:mutant:)`.
    public var name: String
    /// The bug in the learner's words; the first line of `description`.
    public var description: String

    public init(name: String, description: String) {
        self.name = name
        self.description = description
    }

    /// The folder under a lesson folder that holds the mutants.
    public static let folderName = "Mutants"
    /// The file in a mutant's folder that describes it.
    public static let descriptionFile = "description"

    /// The mutants of the lesson in `lessonFolder`, by name. A mutant without a readable
    /// description is still listed, described by its name, so it is never silently skipped.
    public static func list(in lessonFolder: URL) -> [Mutant] {
        let folder = lessonFolder.appendingPathComponent(folderName)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
            let text = (try? String(contentsOf: path.appendingPathComponent(descriptionFile), encoding: .utf8)) ?? ""
            let line = text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return Mutant(name: name, description: line.isEmpty ? "the bug `\(name)`" : line)
        }
    }

    /// A valid mutant folder name: lowercase letters, digits and `-`.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.first != "-" && name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }
}
