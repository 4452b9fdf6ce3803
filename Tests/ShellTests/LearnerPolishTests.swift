import ArchLabWorkbook
import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// Things a new learner ran into in a tmux session on the real binary.
final class LearnerPolishTests: XCTestCase {
    func testLessonMarkdownReadsAsTerminalText() {
        let markdown = """
            Look at the **virtual clock**:

            ```archlab
            time
            advance 10
            ```

            In Swift, `**` stays inside code:
            ```swift
            let x = 2 ** 3
            ```
            an unpaired ** stays
            """
        XCTAssertEqual(MarkdownRenderer.render(markdown).joined(separator: "\n"), """
            Look at the virtual clock:

                time
                advance 10

            In Swift, ** stays inside code:
                let x = 2 ** 3
            an unpaired ** stays
            """)
    }

    func testHabitualCommandsSayWhatToDoHere() {
        let shell = Shell(session: Session(catalog: .fakes))
        XCTAssertEqual(shell.submit(line: "clear").text, ["error: 'clear' is not an archlab command. Press Ctrl-L to clear the screen."])
        XCTAssertEqual(shell.submit(line: "ls").text, ["error: 'ls' is not an archlab command. Type 'lessons', 'streams' or 'tree' to list things."])
        XCTAssertEqual(shell.submit(line: "hlep").text, ["error: unknown command 'hlep'. Did you mean 'help'? Type 'help' for the list."])
    }

    func testAFireWithNothingWatchedSaysWhatItCausedAndHowToSeeTheAnswerOnce() {
        let shell = Shell(session: Session(catalog: .standard))
        _ = shell.submit(line: "scene title")
        XCTAssertEqual(shell.submit(line: "fire request").text,
                       ["fired request: request(), getTitle(); the screen is unchanged; more is scheduled at t=50. Type 'watch title.display' (or 'trace on') to see each event."])
        _ = shell.submit(line: "advance 60")
        XCTAssertEqual(shell.submit(line: "fire request").text,
                       ["fired request: request(), getTitle(); the screen is unchanged; more is scheduled at t=110."])
        _ = shell.submit(line: "watch title.display")
        _ = shell.submit(line: "scene labels")
        XCTAssertEqual(shell.submit(line: "fire load").text.count, 1, "said again for a newly loaded scene")
    }

    func testLessonsCanBeNamedByFolderOrNumber() throws {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Lessons")
        let folder = try TemporaryFolder(prefix: "archlab-polish")
        defer { folder.remove() }
        let state = folder.url
        for name in ["01-streams", "1", "streams"] {
            let session = Session(catalog: .fakes)
            session.lessons = WorkbookLessons(lessonsDirectory: lessons, environment: ["XDG_STATE_HOME": state.path, "HOME": state.path])
            let shell = Shell(session: session)
            XCTAssertTrue(shell.submit(line: "lesson \(name)").succeeded, name)
            XCTAssertTrue(shell.prompt.hasPrefix("archlab streams:"), "\(name): \(shell.prompt)")
        }
    }
}

extension LearnerPolishTests {
    /// Ctrl-C while `advance` runs stops the clock between two scheduled times; the shell
    /// stays and says how to go on.
    func testInterrupt_StopsAdvanceBetweenScheduledTimes() {
        let shell = Shell(session: Session(catalog: .fakes))
        var ran: [Int] = []
        for time in [10, 20, 30] {
            shell.session.scheduler.scheduleAt(time) {
                ran.append(time)
                if time == 20 { Interrupt.request() }
            }
        }
        let outcome = shell.submit(line: "advance 100")
        XCTAssertEqual(ran, [10, 20])
        XCTAssertEqual(shell.session.now, 20)
        XCTAssertTrue(outcome.text.joined().contains("interrupted at t=20"), outcome.text.joined())
        XCTAssertTrue(shell.submit(line: "advance 100").succeeded)
        XCTAssertEqual(ran, [10, 20, 30])
    }
}
