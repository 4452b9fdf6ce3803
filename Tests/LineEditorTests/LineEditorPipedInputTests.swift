import Foundation
import ArchLabTestSupport
import XCTest

/// `lineedit-demo` with standard input from a pipe: libedit reads plain lines, no prompt.
final class LineEditorPipedInputTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-lineeditor")
    }

    override func tearDown() {
        folder.remove()
    }

    /// Runs the demo with `input` on standard input; returns its output and exit code.
    private func runDemo(input: [UInt8], arguments: [String] = []) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = try BuildProducts.executable(named: "lineedit-demo")
        process.arguments = arguments
        process.environment = ["HOME": folder.url.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: output, as: UTF8.self), process.terminationStatus)
    }

    func testPipedLines_NoPromptLastLineWithoutNewline() throws {
        let result = try runDemo(input: Array("help\n안녕\nlast".utf8))
        XCTAssertEqual(result.output, "got: help\ngot: 안녕\ngot: last\n")
        XCTAssertEqual(result.status, 0)
    }

    func testPipedInvalidUTF8_IsDroppedNotFatal() throws {
        let result = try runDemo(input: Array("ab".utf8) + [0xFF, 0xC3] + Array("cd\nok\n".utf8))
        XCTAssertTrue(result.output.hasSuffix("got: ok\n"), result.output)
        XCTAssertTrue(result.output.hasPrefix("got: ab"), result.output)
        XCTAssertEqual(result.status, 0)
    }

    func testPipedLines_AreNotRecordedInHistory() throws {
        let historyFile = folder.url.appendingPathComponent("history")
        let result = try runDemo(input: Array("help\n".utf8), arguments: ["--history", historyFile.path])
        XCTAssertEqual(result.output, "got: help\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: historyFile.path))
    }
}
