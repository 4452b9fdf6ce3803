import ArchLabTestSupport
import XCTest

final class TerminalScreenTests: XCTestCase {
    private func render(_ output: String, columns: Int = 20) -> [String] {
        var screen = TerminalScreen(columns: columns)
        screen.feed(output)
        return screen.lines
    }

    func testPlainLinesAndCarriageReturn() {
        XCTAssertEqual(render("abc\r\ndef\rX"), ["abc", "Xef"])
    }

    func testCursorColumnAndEraseToEnd() {
        // libedit style: redraw at column 10, then clear the rest.
        XCTAssertEqual(render("archlab> hello\r\u{1B}[10Gx\u{1B}[K"), ["archlab> x"])
    }

    func testCursorMovesLeaveGapsAsSpaces() {
        XCTAssertEqual(render("ab\u{1B}[5Gc\u{1B}[2Dd"), ["ab dc"])
    }

    func testColoursIgnored() {
        XCTAssertEqual(render("\u{1B}[1;36marchlab\u{1B}[0m> "), ["archlab>"])
    }

    func testAutoWrapAtRightEdge() {
        XCTAssertEqual(render("abcdef", columns: 4), ["abcd", "ef"])
    }

    func testWideCharactersTakeTwoCells() {
        XCTAssertEqual(render("안녕\u{1B}[5Gx"), ["안녕x"])
        XCTAssertEqual(render("안녕x", columns: 4), ["안녕", "x"])
    }

    func testCombiningMarkJoinsPreviousCell() {
        XCTAssertEqual(render("cafe\u{301}!"), ["café!"])
    }

    func testDeleteAndInsertCharacters() {
        XCTAssertEqual(render("abcdef\r\u{1B}[2C\u{1B}[2P"), ["abef"])
        XCTAssertEqual(render("abcd\r\u{1B}[1C\u{1B}[2@"), ["a  bcd"])
    }

    func testCursorUpRewritesEarlierRow() {
        XCTAssertEqual(render("one\r\ntwo\u{1B}[A\rON"), ["ONe", "two"])
    }

    func testBackspaceMovesLeft() {
        XCTAssertEqual(render("abc\u{8}\u{8}X"), ["aXc"])
    }
}
