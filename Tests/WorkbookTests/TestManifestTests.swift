import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

final class TestManifestTests: XCTestCase {
    private var directory: TemporaryFolder!

    override func setUpWithError() throws {
        directory = try TemporaryFolder(prefix: "workbook-tests")
        try directory.write("import XCTest\n// shipped\n", to: "01-a/Tests/ATests.swift")
        try directory.write("import XCTest\n// helper\n", to: "01-a/Tests/Helpers/Support.swift")
    }

    override func tearDown() { directory.remove() }

    /// Seals the current test files the way scripts/seal-tests does.
    private func seal() throws -> TestManifest {
        var lines: [String] = []
        for path in ["01-a/Tests/ATests.swift", "01-a/Tests/Helpers/Support.swift"] {
            let data = try XCTUnwrap(FileManager.default.contents(atPath: directory.url.appendingPathComponent(path).path))
            lines.append("\(SHA256.hexDigest(data))  \(path)")
        }
        return try TestManifest(text: lines.joined(separator: "\n") + "\n")
    }

    func testVerify_UnchangedTestsPass() throws {
        XCTAssertEqual(try seal().verify(folder: "01-a", in: directory.url), [])
    }

    func testVerify_ChangedTestFails() throws {
        let manifest = try seal()
        try directory.write("import XCTest\n// shipped, but the assertion was deleted\n", to: "01-a/Tests/ATests.swift")
        let findings = manifest.verify(folder: "01-a", in: directory.url)
        XCTAssertEqual(findings, [.changed("01-a/Tests/ATests.swift")])
        XCTAssertTrue(findings[0].text.contains("git checkout -- Lessons/01-a/Tests/ATests.swift"))
    }

    func testVerify_MissingAndAddedFiles() throws {
        let manifest = try seal()
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("01-a/Tests/Helpers/Support.swift"))
        try directory.write("// my own test", to: "01-a/Tests/Extra.swift")
        try directory.write("swap", to: "01-a/Tests/.ATests.swift.swp")
        XCTAssertEqual(manifest.verify(folder: "01-a", in: directory.url),
                       [.missing("01-a/Tests/Helpers/Support.swift"), .added("01-a/Tests/Extra.swift")])
    }

    func testVerify_UnsealedLesson() throws {
        XCTAssertEqual(try seal().verify(folder: "02-b", in: directory.url), [.notSealed(folder: "02-b")])
    }

    func testParse_SHA256SumFormats() throws {
        let digest = String(repeating: "ab", count: 32)
        let manifest = try TestManifest(text: "# sealed\n\(digest)  01-a/Tests/A.swift\n\(digest.uppercased()) *01-a/Tests/B.swift\r\n")
        XCTAssertEqual(manifest.digests, ["01-a/Tests/A.swift": digest, "01-a/Tests/B.swift": digest])
        XCTAssertThrowsError(try TestManifest(text: "\(digest)\n")) { error in
            XCTAssertEqual((error as? TestManifest.ParseError)?.line, 1)
        }
        XCTAssertThrowsError(try TestManifest(text: "\n\nnot-a-digest  x.swift\n")) { error in
            XCTAssertEqual((error as? TestManifest.ParseError)?.line, 3)
        }
    }

    /// The script the teachers run and the Swift check agree on a real folder.
    func testSealScript_ProducesManifestTheCheckerAccepts() throws {
        let script = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/seal-tests")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: script.path), "scripts/seal-tests missing")
        let run = ProcessCommandRunner().run([script.path, directory.url.path], in: directory.url, environment: [:], timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        let text = try String(contentsOf: directory.url.appendingPathComponent(TestManifest.fileName), encoding: .utf8)
        let manifest = try TestManifest(text: text)
        XCTAssertEqual(manifest.digests.keys.sorted(), ["01-a/Tests/ATests.swift", "01-a/Tests/Helpers/Support.swift"])
        XCTAssertEqual(manifest.verify(folder: "01-a", in: directory.url), [])
        try directory.write("tampered", to: "01-a/Tests/ATests.swift")
        XCTAssertEqual(manifest.verify(folder: "01-a", in: directory.url), [.changed("01-a/Tests/ATests.swift")])
    }
}
