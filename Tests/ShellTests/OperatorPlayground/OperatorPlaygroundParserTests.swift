import XCTest
@testable import ArchLabShell

final class OperatorPlaygroundParserTests: XCTestCase {
    private func define(_ line: String) throws -> (String, StreamDefinition) {
        guard case .definition(let name, let definition)? = try CommandParser().parse(line: line).arguments["DEFINITION"] else {
            XCTFail("not a definition: \(line)")
            return ("", StreamDefinition(source: .reference("")))
        }
        return (name, definition)
    }

    func testMarbleSource() throws {
        let (name, definition) = try define(#"let a = cold "--1--2--|""#)
        XCTAssertEqual(name, "a")
        XCTAssertEqual(definition, StreamDefinition(source: .marble(temperature: .cold, diagram: "--1--2--|")))
    }

    func testPipelineWithSpacedExpressions() throws {
        let (_, definition) = try define("let b = a | map x * 10 | filter x>5 | take 2")
        XCTAssertEqual(definition.source, .reference("a"))
        XCTAssertEqual(definition.operators, [
            .map(.binary(.multiply, .variable("x"), .literal(.number(10)))),
            .filter(.binary(.greater, .variable("x"), .literal(.number(5)))),
            .take(2),
        ])
    }

    func testNameGluedToEquals() throws {
        let (name, definition) = try define("let b=a | skip 1")
        XCTAssertEqual(name, "b")
        XCTAssertEqual(definition.source, .reference("a"))
        XCTAssertEqual(definition.operators, [.skip(1)])
    }

    func testTwoStreamOperatorsDefaultCombiners() throws {
        let (_, definition) = try define("let c = a | combineLatest b | withLatestFrom b | zip b x*y | merge b d")
        XCTAssertEqual(definition.operators, [
            .combineLatest("b", .binary(.add, .variable("x"), .variable("y"))),
            .withLatestFrom("b", .variable("y")),
            .zip("b", .binary(.multiply, .variable("x"), .variable("y"))),
            .merge(["b", "d"]),
        ])
        XCTAssertEqual(definition.references, ["a", "b", "d"])
    }

    func testScanThrottleStartWith() throws {
        let (_, definition) = try define(#"let s = a | scan 0 acc + x | throttle 30 latest=false | startWith 0 z"#)
        XCTAssertEqual(definition.operators, [
            .scan(seed: .number(0), .binary(.add, .variable("acc"), .variable("x"))),
            .throttle(30, latest: false),
            .startWith([.number(0), .text("z")]),
        ])
    }

    func testAWrongSource_IsNamedAsTheSource_NotAsTheName() {
        XCTAssertThrowsError(try define("let a = 12")) { error in
            XCTAssertEqual(error as? ShellError, .invalidArgument(command: "let", argument: "SOURCE", got: "12",
                                                                  expected: #"cold "MARBLES", hot "MARBLES" or the name of a stream you defined, as in: let NAME = cold "--1--2--|" | map x*10"#))
        }
    }

    func testUnquotedMarbles_AreToldToBeQuoted_WithTheirBar() {
        XCTAssertThrowsError(try define("let a = --1--2--|")) { error in
            XCTAssertEqual(error as? ShellError, .invalidArgument(command: "let", argument: "SOURCE", got: "--1--2--|",
                                                                  expected: #"marbles after cold or hot, in quotes, as in: let a = cold "--1--2--|""#))
        }
        XCTAssertThrowsError(try define("let a = cold --1--2--|")) { error in
            XCTAssertEqual(error as? ShellError, .invalidArgument(command: "let", argument: "MARBLES", got: "--1--2--|",
                                                                  expected: #"marbles in quotes, as in: let a = cold "--1--2--|" (outside quotes, | starts an operator)"#))
        }
    }

    func testAnOperatorsStreamArgument_IsNamedByTheOperator() {
        XCTAssertThrowsError(try define("let a = b | merge 9x")) { error in
            XCTAssertEqual(error as? ShellError, .invalidArgument(command: "merge", argument: "STREAM", got: "9x",
                                                                  expected: "the name of a stream you defined with let, like a or clicks"))
        }
        XCTAssertThrowsError(try define("let a = b | zip 9x")) { error in
            XCTAssertEqual((error as? ShellError).map { "\($0)" }?.contains("zip"), true)
        }
    }

    func testMistypedOperatorSuggests() {
        XCTAssertThrowsError(try define("let b = a | fliter x>1")) { error in
            XCTAssertEqual(error as? ShellError, .unknownOperator("fliter", suggestion: "filter"))
        }
    }

    func testUnknownVariableInExpressionIsExplained() {
        XCTAssertThrowsError(try define("let b = a | map y*2")) { error in
            guard case .badExpression(_, let reason)? = error as? ShellError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("'x'"), reason)
        }
    }

    func testBadMarblesAreCaughtAtDefinition() {
        for bad in [#"cold "--1--^--|""#, #"cold "--1--|--2""#, #"hot "-(1-2)""#, #"cold "--1--%""#, #"hot "^-^""#] {
            XCTAssertThrowsError(try define("let a = \(bad)"), bad) { error in
                guard case .badMarbles? = error as? ShellError else { return XCTFail("\(bad): \(error)") }
            }
        }
    }

    func testMissingPiecesSayWhat() {
        XCTAssertThrowsError(try define("let")) { XCTAssertEqual(($0 as? ShellError).map { "\($0)" }?.contains("missingArgument"), true) }
        XCTAssertThrowsError(try define("let a cold \"-1|\""))
        XCTAssertThrowsError(try define("let a = "))
        XCTAssertThrowsError(try define("let a = b |"))
        XCTAssertThrowsError(try define("let map = b"))
        XCTAssertThrowsError(try define("let a = b | take many"))
        XCTAssertThrowsError(try define("let a = b | share now"))
    }
}
