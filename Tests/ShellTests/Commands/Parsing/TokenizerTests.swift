import XCTest
@testable import ArchLabShell

final class TokenizerTests: XCTestCase {
    private func words(_ line: String) throws -> [[String]] {
        try Tokenizer.split(line).map { $0.map(\.text) }
    }

    func testSplitsOnBlanksAndSemicolons() throws {
        XCTAssertEqual(try words("scene title;  fire load ; advance 100"),
                       [["scene", "title"], ["fire", "load"], ["advance", "100"]])
    }

    func testQuotesAndEscapes() throws {
        XCTAssertEqual(try words(#"fire setText text="hello world" note='a "b"' c\ d"#),
                       [["fire", "setText", "text=hello world", #"note=a "b""#, "c d"]])
        XCTAssertEqual(try words(#"x "a\"b\\c\n""#), [["x", "a\"b\\c\n"]])
    }

    func testSemicolonInsideQuotesStaysInTheWord() throws {
        XCTAssertEqual(try words(#"fire say text="a; b""#), [["fire", "say", "text=a; b"]])
    }

    func testEmptyQuotedWordIsKept() throws {
        XCTAssertEqual(try words(#"fire say text="""#), [["fire", "say", "text="]])
        XCTAssertEqual(try words(#"x """#), [["x", ""]])
    }

    func testCommentRunsToEndOfLine() throws {
        XCTAssertEqual(try words("advance 10 # move on; quit"), [["advance", "10"]])
        XCTAssertEqual(try words("# only a comment"), [])
        XCTAssertEqual(try words("fire tag text=a#b"), [["fire", "tag", "text=a#b"]])
    }

    func testPipeIsItsOwnWord() throws {
        XCTAssertEqual(try words("let b = a|map x*2"), [["let", "b", "=", "a", "|", "map", "x*2"]])
    }

    func testKeyValueOnlyForUnquotedEquals() throws {
        let tokens = try Tokenizer.split(#"fire go text="a=b" "k=v" n=1"#)[0]
        XCTAssertEqual(tokens[2].keyValue?.key, "text")
        XCTAssertEqual(tokens[2].keyValue?.value, "a=b")
        XCTAssertNil(tokens[3].keyValue)
        XCTAssertEqual(tokens[4].keyValue?.value, "1")
    }

    func testRawKeepsQuotes() throws {
        let tokens = try Tokenizer.split(#"map x+"!""#)[0]
        XCTAssertEqual(tokens[1].raw, #"x+"!""#)
        XCTAssertEqual(tokens[1].text, "x+!")
    }

    func testColumnsAreOneBased() throws {
        let tokens = try Tokenizer.split("  fire   load")[0]
        XCTAssertEqual(tokens.map(\.column), [3, 10])
    }

    func testUnterminatedQuoteNamesItsColumn() {
        XCTAssertThrowsError(try Tokenizer.split(#"fire say text="oops"#)) { error in
            XCTAssertEqual(error as? ShellError, .unterminatedQuote(column: 15))
        }
    }

    func testDanglingBackslash() {
        XCTAssertThrowsError(try Tokenizer.split("fire \\")) { error in
            XCTAssertEqual(error as? ShellError, .danglingEscape(column: 6))
        }
    }

    func testEmptyAndBlankLinesHaveNoCommands() throws {
        XCTAssertEqual(try words(""), [])
        XCTAssertEqual(try words("  ;; \t "), [])
    }
}
