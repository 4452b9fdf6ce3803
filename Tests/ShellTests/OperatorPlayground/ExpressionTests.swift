import XCTest
@testable import ArchLabShell

final class ExpressionTests: XCTestCase {
    private func evaluate(_ text: String, x: PlayValue = .number(3), y: PlayValue = .number(4)) throws -> PlayValue {
        try ExpressionParser.parse(text, allowed: ["x", "y", "acc"]).evaluate(["x": x, "y": y, "acc": .number(10)])
    }

    func testArithmeticPrecedence() throws {
        XCTAssertEqual(try evaluate("x + y * 2"), .number(11))
        XCTAssertEqual(try evaluate("(x + y) * 2"), .number(14))
        XCTAssertEqual(try evaluate("-x + acc % 4"), .number(-1))
        XCTAssertEqual(try evaluate("x - 1 - 1"), .number(1))
    }

    func testComparisonsAndLogic() throws {
        XCTAssertEqual(try evaluate("x > 2 && y <= 4"), .truth(true))
        XCTAssertEqual(try evaluate("x % 2 == 0 || !(y != 4)"), .truth(true))
        XCTAssertEqual(try evaluate("x >= 4"), .truth(false))
    }

    func testTextJoinsWithPlus() throws {
        XCTAssertEqual(try evaluate("x + y", x: .text("a"), y: .number(1)), .text("a1"))
        XCTAssertEqual(try evaluate(#"x + "!""#, x: .text("hi")), .text("hi!"))
        XCTAssertEqual(try evaluate(#"x == "a""#, x: .text("a")), .truth(true))
    }

    func testRuntimeErrorsAreValuesNotTraps() {
        XCTAssertThrowsError(try evaluate("x / 0")) { XCTAssertEqual($0 as? EvaluationError, EvaluationError("division by zero")) }
        XCTAssertThrowsError(try evaluate("x * 9223372036854775807"))
        XCTAssertThrowsError(try evaluate("x * 2", x: .text("a")))
        XCTAssertThrowsError(try evaluate("x && true"))
    }

    func testParseErrors() {
        for bad in ["", "x +", "(x", "x ) ", "3 $ 4", "\"open", "99999999999999999999999", "z"] {
            XCTAssertThrowsError(try ExpressionParser.parse(bad, allowed: ["x"]), bad)
        }
    }
}
