import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest
@testable import ArchLabShell

/// `archlab check` records each check in the progress the shell reads, through the same use
/// case as the shell's `check` and `archlab watch` (`Walkthrough.checkExercise`).
final class CheckCommandTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var workspace: String { folder.path("work") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-check-command")
        let sink = BufferSink()
        XCTAssertEqual(SubcommandLine.run(["init", workspace], sink: sink, environment: environment), 0, sink.text)
    }

    override func tearDown() { folder.remove() }

    private var environment: [String: String] {
        ["ARCHLAB_LESSONS": Checkout.lessons.path, "HOME": folder.url.path, "XDG_STATE_HOME": folder.path("state"), "PATH": "/usr/bin:/bin"]
    }

    private var progress: ProgressBook {
        get throws { ProgressStore(fileURL: try XCTUnwrap(Workspace.locate(chosen: workspace, environment: environment)).progressURL).load().book }
    }

    func testACheckThatRanToItsEnd_IsRecordedInTheWorkspaceProgressTheShellReads() throws {
        let sink = BufferSink()
        XCTAssertEqual(SubcommandLine.run(["check", "streams"], sink: sink, environment: environment, workspace: workspace, runner: BuildFails()), 1)
        XCTAssertTrue(sink.text.contains("run `archlab check 1` again"), sink.text)
        // With no lesson open, the hint is the exercise step's for what failed (`Lesson.hint(after:)`).
        XCTAssertEqual(sink.text.split(separator: "\n").filter { $0.hasPrefix("Hint: ") }.count, 1, sink.text)
        let recorded = try progress["streams"]
        XCTAssertEqual(recorded.attempts, 1, sink.text)
        XCTAssertEqual(recorded.exercise, .failed)
        // The shell reads the same progress: the check counts there.
        let lessons = WorkbookLessons(lessonsDirectory: Checkout.lessons, workspace: workspace, environment: environment)
        XCTAssertEqual(try lessons.ready().lessons.book["streams"].attempts, 1)
    }

    /// Outside the shell nothing keeps the check for a later save, so the note says to check
    /// again, not the shell's `next` or `back`.
    func testACheckThatCannotBeSaved_SaysToCheckAgain() throws {
        let progressURL = try XCTUnwrap(Workspace.locate(chosen: workspace, environment: environment)).progressURL
        try FileManager.default.removeItem(at: progressURL)
        try FileManager.default.createDirectory(at: progressURL, withIntermediateDirectories: true)
        let sink = BufferSink()
        XCTAssertEqual(SubcommandLine.run(["check", "streams"], sink: sink, environment: environment, workspace: workspace, runner: BuildFails()), 1)
        let note = sink.errorLines.filter { $0.contains("could not be saved") }
        XCTAssertEqual(note.count, 1, sink.text)
        XCTAssertTrue(note[0].contains("then check again"), note[0])
        XCTAssertFalse(sink.text.contains("`next` or `back`"), sink.text)
    }

    func testAnUnknownLesson_RecordsNothing() throws {
        let sink = BufferSink()
        XCTAssertEqual(SubcommandLine.run(["check", "stream"], sink: sink, environment: environment, workspace: workspace, runner: BuildFails()), 2)
        XCTAssertEqual(sink.errorLines, ["archlab: no lesson named 'stream'. Did you mean 'streams'?"])
        XCTAssertEqual(try progress["streams"].attempts, 0)
    }
}

/// A toolchain whose build of the exercise fails with one compile error.
private struct BuildFails: CommandRunner {
    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        CommandOutput(status: 1, stdout: "\(directory.path)/Streams.swift:7:5: error: cannot find 'Observable' in scope\n", stderr: "")
    }
}
