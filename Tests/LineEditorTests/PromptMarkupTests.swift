@testable import ArchLabLineEditor
import XCTest

final class PromptMarkupTests: XCTestCase {
    func testMarkingEscapes_PlainTextUnchanged() {
        XCTAssertEqual(PromptMarkup.markingEscapes(in: "archlab> "), "archlab> ")
    }

    func testMarkingEscapes_WrapsEachColourSequence() {
        XCTAssertEqual(
            PromptMarkup.markingEscapes(in: "\u{1B}[1;36marchlab\u{1B}[0m> "),
            "\u{1}\u{1B}[1;36m\u{1}archlab\u{1}\u{1B}[0m\u{1}> ")
    }

    func testMarkingEscapes_OSCTitleSequence() {
        XCTAssertEqual(
            PromptMarkup.markingEscapes(in: "\u{1B}]0;title\u{7}$ "),
            "\u{1}\u{1B}]0;title\u{7}\u{1}$ ")
    }

    func testMarkingEscapes_DropsStrayMarkersAndNewlines() {
        XCTAssertEqual(PromptMarkup.markingEscapes(in: "a\u{1}b\nc> "), "abc> ")
    }

    func testMarkingEscapes_UnterminatedEscapeIsWrappedWhole() {
        XCTAssertEqual(PromptMarkup.markingEscapes(in: "x\u{1B}[1;3"), "x\u{1}\u{1B}[1;3\u{1}")
    }

    func testHint_IsPlainText_SoLibeditsCellCountMatchesTheScreen() {
        XCTAssertEqual(PromptMarkup.hint("<name>"), "<name>")
        XCTAssertEqual(PromptMarkup.hint("a\u{1B}[2mb"), "a[2mb", "escape bytes are dropped, never marked")
    }

    func testHint_EmptyAndControlOnlyGiveNothing() {
        XCTAssertEqual(PromptMarkup.hint(""), "")
        XCTAssertEqual(PromptMarkup.hint("\n\u{1B}"), "")
    }

    func testBindKey_EscapesBindSyntax() {
        XCTAssertEqual(LineEditor.bindKey(for: UInt8(ascii: "a")), "a")
        XCTAssertEqual(LineEditor.bindKey(for: UInt8(ascii: "^")), "\\^")
        XCTAssertEqual(LineEditor.bindKey(for: UInt8(ascii: "\\")), "\\\\")
        XCTAssertEqual(LineEditor.bindKey(for: UInt8(ascii: "-")), "\\-")
    }
}
