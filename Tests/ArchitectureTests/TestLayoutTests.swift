import Foundation
import XCTest

/// `Tests/ShellTests` is laid out like `Sources/Shell`: every test file sits in a folder the
/// shell has (or `EndToEnd/`, for tests that drive the built binary, or `Support/`), none at
/// the top, and a test file named after a source file (`TokenizerTests` for `Tokenizer`) sits
/// in that file's folder.
final class TestLayoutTests: XCTestCase {
    /// Folders of `Tests/ShellTests` that have no counterpart in `Sources/Shell`.
    static let ownFolders: Set<String> = ["EndToEnd", "Support"]

    func testShellTestsMirrorTheShellsFolders() throws {
        let sources = try Self.swiftFiles(under: "Sources/Shell")
        let tests = try Self.swiftFiles(under: "Tests/ShellTests")
        XCTAssertGreaterThan(tests.count, 40, "too few shell tests found")
        let sourceFolders = Set(sources.map(Self.folder))
        for test in tests {
            let folder = Self.folder(of: test)
            let top = String(folder.split(separator: "/").first ?? "")
            XCTAssertTrue(sourceFolders.contains(folder) || Self.ownFolders.contains(top),
                          "Tests/ShellTests/\(test) is in '\(folder)', which Sources/Shell does not have; move it to the folder of what it tests")
        }
        let sourceFolderByName = Dictionary(sources.map { (Self.name(of: $0), Self.folder(of: $0)) }, uniquingKeysWith: { first, _ in first })
        for test in tests where Self.name(of: test).hasSuffix("Tests") {
            let subject = String(Self.name(of: test).dropLast("Tests".count))
            guard let home = sourceFolderByName[subject] else { continue }
            XCTAssertEqual(Self.folder(of: test), home, "Tests/ShellTests/\(test) tests \(subject).swift, so it belongs in \(home)/")
        }
    }

    /// Paths of the Swift files under `folder` (relative to the repository), relative to it.
    static func swiftFiles(under folder: String) throws -> [String] {
        let base = ModuleImportTests.root.appendingPathComponent(folder)
        return ModuleImportTests.swiftFiles(under: base).map { $0.path.replacingOccurrences(of: base.path + "/", with: "") }
    }

    /// `Commands/Parsing` for `Commands/Parsing/Tokenizer.swift`; empty at the top.
    static func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// `Tokenizer` for `Commands/Parsing/Tokenizer.swift`.
    static func name(of path: String) -> String {
        String((path.split(separator: "/").last ?? "").dropLast(".swift".count))
    }
}
