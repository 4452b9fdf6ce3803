import ArchLabLineEditor
import XCTest

final class CompletionMathTests: XCTestCase {
    // MARK: word(in:cursor:)

    func testWord_AtEndOfFirstWord() {
        XCTAssertEqual(CompletionMath.word(in: "he", cursor: 2), .init(text: "he", start: 0, index: 0))
    }

    func testWord_EmptyLine() {
        XCTAssertEqual(CompletionMath.word(in: "", cursor: 0), .init(text: "", start: 0, index: 0))
    }

    func testWord_AfterTrailingSpaceIsEmptyNextArgument() {
        XCTAssertEqual(CompletionMath.word(in: "greet ", cursor: 6), .init(text: "", start: 6, index: 1))
    }

    func testWord_SecondArgumentWithRepeatedSpaces() {
        XCTAssertEqual(CompletionMath.word(in: "fire  load   ke", cursor: 15), .init(text: "ke", start: 13, index: 2))
    }

    func testWord_CursorInsideWordIgnoresTextAfterIt() {
        XCTAssertEqual(CompletionMath.word(in: "attach child", cursor: 10), .init(text: "chi", start: 7, index: 1))
    }

    func testWord_CursorOutOfRangeIsClamped() {
        XCTAssertEqual(CompletionMath.word(in: "tree", cursor: 99), .init(text: "tree", start: 0, index: 0))
        XCTAssertEqual(CompletionMath.word(in: "tree", cursor: -3), .init(text: "", start: 0, index: 0))
    }

    func testWord_CountsCharactersNotBytes() {
        XCTAssertEqual(CompletionMath.word(in: "인사 안녕", cursor: 5), .init(text: "안녕", start: 3, index: 1))
    }

    // MARK: commonPrefix(of:)

    func testCommonPrefix_SharedStart() {
        XCTAssertEqual(CompletionMath.commonPrefix(of: ["help", "hello", "history"]), "h")
        XCTAssertEqual(CompletionMath.commonPrefix(of: ["help", "hello"]), "hel")
    }

    func testCommonPrefix_SingleAndEmpty() {
        XCTAssertEqual(CompletionMath.commonPrefix(of: ["greet"]), "greet")
        XCTAssertEqual(CompletionMath.commonPrefix(of: []), "")
    }

    func testCommonPrefix_NothingShared() {
        XCTAssertEqual(CompletionMath.commonPrefix(of: ["tree", "attach"]), "")
    }

    func testCommonPrefix_OneIsPrefixOfAnother() {
        XCTAssertEqual(CompletionMath.commonPrefix(of: ["watch", "watches", "watcher"]), "watch")
    }

    func testCommonPrefix_ComparesWholeCharacters() {
        // "e" + combining acute is one Character; it must not match a plain "e".
        XCTAssertEqual(CompletionMath.commonPrefix(of: ["cafe\u{301}s", "cafes"]), "caf")
        XCTAssertEqual(CompletionMath.commonPrefix(of: ["안녕하세요", "안녕히"]), "안녕")
    }

    // MARK: tabAction(word:candidates:repeatedTab:)

    func testTabAction_UniqueCandidateGetsSpace() {
        XCTAssertEqual(CompletionMath.tabAction(word: "gr", candidates: ["greet"], repeatedTab: false),
                       .replaceWord(with: "greet "))
    }

    func testTabAction_UniqueCandidateEndingInEqualsOrSlashGetsNoSpace() {
        XCTAssertEqual(CompletionMath.tabAction(word: "ti", candidates: ["title="], repeatedTab: false),
                       .replaceWord(with: "title="))
        XCTAssertEqual(CompletionMath.tabAction(word: "Less", candidates: ["Lessons/"], repeatedTab: false),
                       .replaceWord(with: "Lessons/"))
    }

    func testTabAction_DuplicatesCountOnce() {
        XCTAssertEqual(CompletionMath.tabAction(word: "h", candidates: ["help", "help"], repeatedTab: false),
                       .replaceWord(with: "help "))
    }

    func testTabAction_AmbiguousInsertsLongerCommonPrefix() {
        XCTAssertEqual(CompletionMath.tabAction(word: "he", candidates: ["help", "hello"], repeatedTab: false),
                       .replaceWord(with: "hel"))
    }

    func testTabAction_AmbiguousWithoutProgressBeepsFirst() {
        XCTAssertEqual(CompletionMath.tabAction(word: "h", candidates: ["help", "hello", "history"], repeatedTab: false),
                       .beep)
    }

    func testTabAction_AmbiguousWithoutProgressListsSortedOnRepeat() {
        XCTAssertEqual(CompletionMath.tabAction(word: "h", candidates: ["history", "help", "hello"], repeatedTab: true),
                       .list(["hello", "help", "history"]))
    }

    func testTabAction_NoCandidatesBeeps() {
        XCTAssertEqual(CompletionMath.tabAction(word: "zz", candidates: [], repeatedTab: true), .beep)
        XCTAssertEqual(CompletionMath.tabAction(word: "zz", candidates: [""], repeatedTab: true), .beep)
    }

    // MARK: columns(_:width:)

    func testColumns_FillTopToBottomThenLeftToRight() {
        let items = ["a", "bb", "ccc", "d", "e", "f", "g"]
        // Cell width 5 ("ccc" + 2); width 12 fits (12 + 2) / 5 = 2 columns -> 4 rows.
        XCTAssertEqual(CompletionMath.columns(items, width: 12), [
            "a    e",
            "bb   f",
            "ccc  g",
            "d",
        ])
    }

    func testColumns_AllOnOneRowWhenWide() {
        XCTAssertEqual(CompletionMath.columns(["hello", "help", "history"], width: 80), ["hello    help     history"])
    }

    func testColumns_NoEmptyColumns() {
        // 5 items, 4 fit per row -> 2 rows -> 3 columns are enough.
        let rows = CompletionMath.columns(["a", "b", "c", "d", "e"], width: 11)
        XCTAssertEqual(rows, ["a  c  e", "b  d"])
    }

    func testColumns_NarrowTerminalOneColumn() {
        XCTAssertEqual(CompletionMath.columns(["attach", "advance"], width: 3), ["attach", "advance"])
    }

    func testColumns_Empty() {
        XCTAssertEqual(CompletionMath.columns([], width: 80), [])
    }

    func testColumns_WideCharactersAlign() {
        // "안녕" takes 4 cells, so the cell is 6 wide and "ab" is padded with 4 spaces.
        XCTAssertEqual(CompletionMath.columns(["ab", "안녕"], width: 80), ["ab    안녕"])
    }

    // MARK: displayWidth(of:)

    func testDisplayWidth() {
        XCTAssertEqual(CompletionMath.displayWidth(of: "help"), 4)
        XCTAssertEqual(CompletionMath.displayWidth(of: "안녕"), 4)
        XCTAssertEqual(CompletionMath.displayWidth(of: "cafe\u{301}"), 4)
        XCTAssertEqual(CompletionMath.displayWidth(of: "日本"), 4)
        XCTAssertEqual(CompletionMath.displayWidth(of: "🙂"), 2)
        XCTAssertEqual(CompletionMath.displayWidth(of: "a\u{7}b"), 2)
    }
}
