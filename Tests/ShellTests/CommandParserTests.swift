import XCTest
@testable import ArchLabShell

final class CommandParserTests: XCTestCase {
    private func parse(_ line: String) throws -> Command {
        try CommandParser.parse(line: line)
    }

    private func assertError(_ line: String, _ expected: ShellError, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertThrowsError(try parse(line), file: file, line: number) { error in
            XCTAssertEqual(error as? ShellError, expected, file: file, line: number)
        }
    }

    func testSimpleCommands() throws {
        XCTAssertEqual(try parse("help"), .help(topic: nil))
        XCTAssertEqual(try parse("help fire"), .help(topic: "fire"))
        XCTAssertEqual(try parse("? fire"), .help(topic: "fire"))
        XCTAssertEqual(try parse("exit"), .quit)
        XCTAssertEqual(try parse("scene title"), .scene(name: "title"))
        XCTAssertEqual(try parse("app todo"), .app(name: "todo"))
        XCTAssertEqual(try parse("advance 120"), .advance(ticks: 120))
        XCTAssertEqual(try parse("tick 5"), .advance(ticks: 5))
        XCTAssertEqual(try parse("tree --mermaid"), .tree(format: .mermaid))
        XCTAssertEqual(try parse("trace off"), .trace(enabled: false))
        XCTAssertEqual(try parse("trace"), .trace(enabled: nil))
        XCTAssertEqual(try parse("marbles a b"), .marbles(streams: ["a", "b"]))
        XCTAssertEqual(try parse("reset"), .reset(.current))
        XCTAssertEqual(try parse("reset streams"), .reset(.lesson("streams")))
        XCTAssertEqual(try parse("reset --all --yes"), .reset(.all(confirmed: true)))
        XCTAssertEqual(try parse("check"), .check(lesson: nil))
    }

    func testFireKeepsArgumentOrder() throws {
        XCTAssertEqual(try parse(#"fire login player2=Bob player1="Ann Lee""#),
                       .fire(action: "login", arguments: [FireArgument(key: "player2", value: "Bob"),
                                                          FireArgument(key: "player1", value: "Ann Lee")]))
    }

    func testFireRejectsBareWordsAndDuplicateKeys() {
        assertError("fire login Bob", .invalidArgument(command: "fire", argument: "argument", got: "Bob",
                                                       expected: "KEY=VALUE, like text=hello (quote spaces: text=\"a b\")"))
        assertError("fire login a=1 a=2", .invalidArgument(command: "fire", argument: "a", got: "a=2", expected: "each key once"))
    }

    func testAttachWithAndWithoutParent() throws {
        XCTAssertEqual(try parse("attach LoggedIn"), .attach(rib: "LoggedIn", parent: nil))
        XCTAssertEqual(try parse("attach LoggedIn to Root"), .attach(rib: "LoggedIn", parent: "Root"))
        XCTAssertThrowsError(try parse("attach LoggedIn into Root"))
        XCTAssertThrowsError(try parse("attach LoggedIn to"))
    }

    func testAtWrapsAnotherCommand() throws {
        XCTAssertEqual(try parse("at 300 fire load"), .at(time: 300, command: .fire(action: "load", arguments: [])))
        XCTAssertEqual(try parse("at 5 at 6 time"), .at(time: 5, command: .at(time: 6, command: .time)))
        assertError("at 300", .missingArgument(command: "at", argument: "COMMAND", expected: "a command to run then, as in: at 300 fire load"))
        XCTAssertThrowsError(try parse("at 300 fier load")) { error in
            XCTAssertEqual(error as? ShellError, .unknownCommand("fier", suggestion: "fire"))
        }
    }

    func testUnknownCommandSuggestsClosest() {
        assertError("fier", .unknownCommand("fier", suggestion: "fire"))
        assertError("advence 3", .unknownCommand("advence", suggestion: "advance"))
        assertError("lesons", .unknownCommand("lesons", suggestion: "lessons"))
        assertError("xyzzy", .unknownCommand("xyzzy", suggestion: nil))
    }

    func testMissingArgumentNamesIt() {
        assertError("scene", .missingArgument(command: "scene", argument: "NAME", expected: "a scene name, like title"))
        assertError("advance", .missingArgument(command: "advance", argument: "TICKS",
                                                expected: "a whole number of ticks, as in: advance 100"))
    }

    func testBadNumbersSayWhatIsExpected() {
        for bad in ["-5", "ten", "1.5", "99999999999999999999"] {
            assertError("advance \(bad)", .invalidArgument(command: "advance", argument: "TICKS", got: bad,
                                                           expected: "a whole number from 0 to 1000000000, as in: advance 100"))
        }
    }

    func testExtraArgumentsAreRejected() {
        assertError("time now", .unexpectedArgument(command: "time", got: "now"))
        assertError("scene title labels", .unexpectedArgument(command: "scene", got: "labels"))
        assertError("tree --svg", .invalidArgument(command: "tree", argument: "format", got: "--svg", expected: "--dot or --mermaid"))
    }

    func testEveryCommandInTheTableParsesItsExample() throws {
        for spec in CommandTable.all {
            let command = try parse(spec.example)
            XCTAssertNotNil(command, spec.name)
        }
    }

    func testErrorMessagesNameTheNextStep() {
        XCTAssertEqual(ShellError.unknownCommand("fier", suggestion: "fire").message,
                       "unknown command 'fier'. Did you mean 'fire'? Type 'help' for the list.")
        XCTAssertEqual(ShellError.missingArgument(command: "scene", argument: "NAME", expected: "a scene name, like title").message,
                       "scene: missing NAME: expected a scene name, like title. See 'help scene'.")
        let long = String(repeating: "x", count: 1_000_000)
        XCTAssertLessThan(ShellError.unknownCommand(long, suggestion: nil).message.count, 100)
    }
}
