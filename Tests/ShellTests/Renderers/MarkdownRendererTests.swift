import ArchLabWorkbook
import Foundation
import XCTest
@testable import ArchLabShell

/// Lesson Markdown as terminal text: wrapped between words, code without backticks (or in
/// colour), tables aligned, fences gone.
final class MarkdownRendererTests: XCTestCase {
    func testParagraphsWrapBetweenWordsAtTheWidth() {
        let text = "ArchLab never waits for real seconds. It keeps a **virtual clock** that only moves when you\nmove it, so every run prints the same events at the same times."
        let lines = MarkdownRenderer.render(text, width: 30)
        XCTAssertEqual(lines, [
            "ArchLab never waits for real",
            "seconds. It keeps a virtual",
            "clock that only moves when you",
            "move it, so every run prints",
            "the same events at the same",
            "times.",
        ])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 30 })
    }

    func testAWordWiderThanTheLineGetsALineOfItsOwn() {
        XCTAssertEqual(MarkdownRenderer.render("a ribs-training://launchGame?gameId=ticTacToe b", width: 20),
                       ["a", "ribs-training://launchGame?gameId=ticTacToe", "b"])
    }

    func testInlineCodeLosesItsBackticksAndIsColouredWhenColourIsOn() {
        XCTAssertEqual(MarkdownRenderer.render("Type `fire create name=Birds`, then `advance 40`."),
                       ["Type fire create name=Birds, then advance 40."])
        let coloured = MarkdownRenderer.render("Type `help`.", style: TextStyle(colors: true))
        XCTAssertEqual(coloured, ["Type \u{1B}[36mhelp\u{1B}[0m."])
        XCTAssertEqual(MarkdownRenderer.render("a `lone backtick"), ["a `lone backtick"])
    }

    func testCodeSpansAreNeverSplit() {
        let lines = MarkdownRenderer.render("xxxxxxxxxxxxxx `fire create name=Birds` yy", width: 25)
        XCTAssertEqual(lines, ["xxxxxxxxxxxxxx", "fire create name=Birds yy"])
    }

    func testTablesAreAlignedAndTheRuleIsDrawn() {
        let table = """
            | event | means | how many |
            |---|---|---|
            | `next(value)` | here is a value | any number |
            | `completed` | no more values; the stream is over | at most one, last |
            """
        XCTAssertEqual(MarkdownRenderer.render(table), [
            "event        means                               how many",
            "-----------  ----------------------------------  -----------------",
            "next(value)  here is a value                     any number",
            "completed    no more values; the stream is over  at most one, last",
        ])
    }

    func testATableWiderThanTheLineWrapsItsLastColumnUnderItself() {
        let table = """
            | event | means |
            |---|---|
            | `next(value)` | here is a value, any number of times, before the end |
            | `completed` | last |
            """
        XCTAssertEqual(MarkdownRenderer.render(table, width: 40), [
            "event        means",
            "-----------  ---------------------------",
            "next(value)  here is a value, any number",
            "             of times, before the end",
            "completed    last",
        ])
    }

    func testATableNarrowsItsWidestColumnsFirst() {
        let table = """
            | type | a new subscriber first gets | typical use |
            |---|---|---|
            | `ReplaySubject.create(bufferSize: n)` | the last n values, then every new one | a short history |
            | `AsyncSubject` | only the last value, when it completes | one result |
            """
        let lines = MarkdownRenderer.render(table, width: 70)
        XCTAssertEqual(lines, [
            "type                                 a new subscriber  typical use",
            "                                     first gets",
            "-----------------------------------  ----------------  ---------------",
            "ReplaySubject.create(bufferSize: n)  the last n        a short history",
            "                                     values, then",
            "                                     every new one",
            "AsyncSubject                         only the last     one result",
            "                                     value, when it",
            "                                     completes",
        ])
    }

    func testATableTooWideForColumnsIsListedRowByRow() {
        let table = "| operator | does |\n|---|---|\n| `flatMapLatest { stream($0) }` | starts a stream per value, cancelling the previous one |\n| `map { f($0) }` | turns each value into another |"
        XCTAssertEqual(MarkdownRenderer.render(table, width: 40), [
            "operator: flatMapLatest { stream($0) }",
            "does: starts a stream per value,",
            "  cancelling the previous one",
            "",
            "operator: map { f($0) }",
            "does: turns each value into another",
        ])
    }

    func testFencedBlocksAreIndentedNotFencedNorWrapped() {
        let text = "Try:\n\n```archlab\nscene labels\nfire create name=Birds and a very long argument that goes past the width\n```\n\nDone."
        XCTAssertEqual(MarkdownRenderer.render(text, width: 30), [
            "Try:", "", "    scene labels", "    fire create name=Birds and a very long argument that goes past the width", "", "Done.",
        ])
    }

    func testHeadingsListsAndComments() {
        let text = """
            # The VIP cycle

            - the **ViewController** turns a user action into a **Request** and calls the
              interactor;
            - the **Interactor** does the logic.

            1. first
            2. second, long enough to wrap onto the next line here

            <!-- check: ran help -->
            > a quoted note
            """
        XCTAssertEqual(MarkdownRenderer.render(text, width: 40), [
            "The VIP cycle",
            "",
            "- the ViewController turns a user action",
            "  into a Request and calls the",
            "  interactor;",
            "- the Interactor does the logic.",
            "",
            "1. first",
            "2. second, long enough to wrap onto the",
            "   next line here",
            "",
            "  | a quoted note",
        ])
        XCTAssertEqual(MarkdownRenderer.render("## Step 1", style: TextStyle(colors: true)), ["\u{1B}[1mStep 1\u{1B}[0m"])
    }

    func testLinksKeepTheirText() {
        XCTAssertEqual(MarkdownRenderer.render("See [the format](docs/LESSON_FORMAT.md) for more."), ["See the format for more."])
    }

    /// Every shipped lesson, introduction and steps, at 80 columns: no backticks, no fences, no
    /// line over 80 outside code blocks.
    func testShippedLessonsRenderAt80Columns() throws {
        let directory = try XCTUnwrap(LessonsDirectory.locate(environment: ProcessInfo.processInfo.environment))
        let course = try Course.load(from: directory)
        for lesson in course.lessons {
            for markdown in [lesson.introduction] + lesson.steps.map(\.text) {
                let lines = MarkdownRenderer.render(markdown, width: 80)
                for line in lines where !line.hasPrefix("    ") {
                    XCTAssertLessThanOrEqual(line.count, 80, "\(lesson.id): \(line)")
                    XCTAssertFalse(line.contains("`"), "\(lesson.id): \(line)")
                }
                XCTAssertFalse(lines.contains { $0.hasPrefix("```") }, lesson.id)
            }
        }
    }

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
}
