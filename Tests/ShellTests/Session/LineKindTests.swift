import Foundation
import XCTest
@testable import ArchLabShell

/// What each way of running lines (`Session.LineKind`) records in `commandsRun`, which the
/// lesson checks read ("the learner typed X").
final class LineKindTests: XCTestCase {
    func testATypedLineRecordsEachCommandAsTypedUntilTheFirstError() {
        let shell = Shell()
        _ = shell.submit(line: "bogus 1;  help")
        XCTAssertEqual(shell.session.commandsRun, ["bogus 1"])
        _ = shell.submit(line: "bogus 2; help", keepGoing: true)
        XCTAssertEqual(shell.session.commandsRun, ["bogus 1", "bogus 2", "help"])
    }

    func testASourcedFileRecordsTheSourceCommandNotItsLines() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("linekind-\(UUID().uuidString).archlab")
        try "help\nhelp quit\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let shell = Shell()
        let outcome = shell.submit(line: "source \(file.path)")
        XCTAssertTrue(outcome.succeeded, "\(outcome.text)")
        XCTAssertEqual(shell.session.commandsRun, ["source \(file.path)"])
    }

    func testASilentReplaySkipsLessonCommandsAndRecordsWhatParsed() {
        let session = Session()
        let failed = session.runSilently(["help", "hint", "bogus x", "help quit; quit; help"])
        XCTAssertEqual(failed, ["bogus x"])
        XCTAssertEqual(session.commandsRun, ["help", "help quit", "quit", "help"])
        XCTAssertFalse(session.wantsQuit)
    }
}
