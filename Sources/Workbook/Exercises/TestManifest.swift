import Foundation

/// `Lessons/tests.sha256`: the SHA-256 of every shipped lesson test file and starter, in
/// `sha256sum` format (`<hex>  <path relative to Lessons/>`), written by `scripts/seal-tests`.
///
/// `ExerciseChecker` verifies a lesson's sealed folders (`Tests/`; `Reference/` and `Mutants/` of
/// a test-writing exercise) against it before running tests, so a learner cannot make an
/// exercise pass by editing its tests, or the code and bugs their own tests are graded against.
///
/// The lines under `NN-slug/Exercise/` seal the starters as shipped (`starters(of:)`). They are
/// never verified before a check (in the checkout the learner edits those very files); they
/// tell the course's starters from the checkout's edited ones (`Course.shippedStarters(of:)`).
public struct TestManifest: Equatable, Sendable {
    public static let fileName = "tests.sha256"

    /// Relative path → lowercase hex digest.
    public var digests: [String: String]

    public init(digests: [String: String]) { self.digests = digests }

    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var description: String { "\(TestManifest.fileName) line \(line) is not `<sha256>  <path>`; regenerate it with scripts/seal-tests" }
    }

    /// Parses manifest text; blank lines and `#` comments are skipped.
    public init(text: String) throws(ParseError) {
        var digests: [String: String] = [:]
        for (index, raw) in TextLines.split(text).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let hex = line.prefix(64)
            var path = line.dropFirst(64)
            guard hex.count == 64, hex.allSatisfy(\.isHexDigit), path.first == " " else { throw ParseError(line: index + 1) }
            path = path.dropFirst()
            if path.first == " " || path.first == "*" { path = path.dropFirst() }
            guard !path.isEmpty else { throw ParseError(line: index + 1) }
            digests[String(path)] = hex.lowercased()
        }
        self.digests = digests
    }

    /// One way a lesson's tests differ from what was shipped.
    public enum Finding: Equatable, Sendable {
        case changed(String)
        case missing(String)
        case added(String)
        case notSealed(folder: String)
    }

    /// The sealed parts of a lesson folder: the tests of a code exercise; the implementation
    /// under test and its seeded bugs of a test-writing exercise.
    public static let sealedFolders = ["Tests", "Reference", "Mutants"]

    /// The lesson folder whose sealed lines are its starters: the learner's files as shipped.
    public static let starterFolder = "Exercise"

    /// The sealed starters of a lesson folder: path relative to its `Exercise/` → digest.
    /// Empty when none are sealed (a seal written before starters were, or an unsealed lesson).
    public func starters(of folder: String) -> [String: String] {
        let prefix = "\(folder)/\(Self.starterFolder)/"
        return digests.reduce(into: [:]) { result, entry in
            if entry.key.hasPrefix(prefix) { result[String(entry.key.dropFirst(prefix.count))] = entry.value }
        }
    }

    /// Compares `lessonsDirectory/<folder>/{Tests,Reference,Mutants}/` with the manifest.
    public func verify(folder: String, in lessonsDirectory: URL) -> [Finding] {
        let prefixes = Self.sealedFolders.map { "\(folder)/\($0)/" }
        let shipped = digests.filter { entry in prefixes.contains { entry.key.hasPrefix($0) } }
        let present = prefixes.flatMap { prefix in
            Self.files(under: lessonsDirectory.appendingPathComponent(prefix)).map { prefix + $0 }
        }
        guard !shipped.isEmpty else { return [.notSealed(folder: folder)] }
        var findings: [Finding] = []
        for (path, digest) in shipped.sorted(by: { $0.key < $1.key }) {
            guard let data = FileManager.default.contents(atPath: lessonsDirectory.appendingPathComponent(path).path) else {
                findings.append(.missing(path))
                continue
            }
            if SHA256.hexDigest(data) != digest { findings.append(.changed(path)) }
        }
        for path in present.sorted() where shipped[path] == nil { findings.append(.added(path)) }
        return findings
    }

    /// Regular files below `folder`, relative, skipping hidden ones (editor swap files, `.DS_Store`).
    static func files(under folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                result.append(path)
            }
        }
        return result
    }
}

extension TestManifest.Finding {
    /// Learner-facing explanation with the command that fixes it.
    public var text: String {
        switch self {
        case .changed(let path):
            "\(path) differs from the shipped copy. Sealed files (tests, and the code and bugs your tests are graded against) decide the exercise, so they must stay as shipped: restore it with `git checkout -- Lessons/\(path)` and change only the Exercise files."
        case .missing(let path):
            "\(path) is missing. Restore it with `git checkout -- Lessons/\(path)`."
        case .added(let path):
            "\(path) is not a shipped file. Move it out of that sealed folder; put your own experiments in the Exercise folder."
        case .notSealed(let folder):
            "The tests of \(folder) are not listed in Lessons/\(TestManifest.fileName). (Teachers: run scripts/seal-tests.)"
        }
    }
}
