import XCTest
@testable import ArchLabShell

final class CommandParserTests: XCTestCase {
    private func parse(_ line: String) throws -> Invocation {
        try CommandParser().parse(line: line)
    }

    /// The invocation of a standard command with `arguments`, to compare with a parse.
    private func command(_ name: String, _ arguments: [String: ArgumentValue] = [:]) -> Invocation {
        Invocation(CommandSet.standard.declaration(named: name)!, ParsedArguments(arguments))
    }

    private func assertError(_ line: String, _ expected: ShellError, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertThrowsError(try parse(line), file: file, line: number) { error in
            XCTAssertEqual(error as? ShellError, expected, file: file, line: number)
        }
    }

    func testSimpleCommands() throws {
        XCTAssertEqual(try parse("help"), command("help"))
        XCTAssertEqual(try parse("help fire"), command("help", ["COMMAND": .text("fire")]))
        XCTAssertEqual(try parse("? fire"), command("help", ["COMMAND": .text("fire")]))
        XCTAssertEqual(try parse("exit"), command("quit"))
        XCTAssertEqual(try parse("scene title"), command("scene", ["NAME": .text("title")]))
        XCTAssertEqual(try parse("app todo"), command("app", ["NAME": .text("todo")]))
        XCTAssertEqual(try parse("advance 120"), command("advance", ["TICKS": .number(120)]))
        XCTAssertEqual(try parse("tick 5"), command("advance", ["TICKS": .number(5)]))
        XCTAssertEqual(try parse("tree --mermaid"), command("tree", ["FORMAT": .text("--mermaid")]))
        XCTAssertEqual(try parse("trace off"), command("trace", ["SWITCH": .text("off")]))
        XCTAssertEqual(try parse("trace"), command("trace"))
        XCTAssertEqual(try parse("marbles a b"), command("marbles", ["STREAM": .list(["a", "b"])]))
        XCTAssertEqual(try parse("reset"), command("reset", ["TARGET": .list([])]))
        XCTAssertEqual(try parse("reset streams"), command("reset", ["TARGET": .list(["streams"])]))
        XCTAssertEqual(try parse("reset --all --yes"), command("reset", ["TARGET": .list(["--all", "--yes"])]))
        XCTAssertEqual(try parse("check"), command("check"))
    }

    func testFireKeepsArgumentOrder() throws {
        XCTAssertEqual(try parse(#"fire login player2=Bob player1="Ann Lee""#),
                       command("fire", ["NAME": .text("login"), "PAIRS": .pairs([FireArgument(key: "player2", value: "Bob"),
                                                                                   FireArgument(key: "player1", value: "Ann Lee")])]))
    }

    func testFireRejectsBareWordsAndDuplicateKeys() {
        assertError("fire login Bob", .invalidArgument(command: "fire", argument: "argument", got: "Bob",
                                                       expected: "KEY=VALUE, like text=hello (quote spaces: text=\"a b\")"))
        assertError("fire login a=1 a=2", .invalidArgument(command: "fire", argument: "a", got: "a=2", expected: "each key once"))
    }

    func testAttachWithAndWithoutParent() throws {
        XCTAssertEqual(try parse("attach LoggedIn"), command("attach", ["RIB": .text("LoggedIn")]))
        XCTAssertEqual(try parse("attach LoggedIn to Root"), command("attach", ["RIB": .text("LoggedIn"), "PARENT": .text("Root")]))
        XCTAssertThrowsError(try parse("attach LoggedIn into Root"))
        XCTAssertThrowsError(try parse("attach LoggedIn to"))
    }

    func testAtWrapsAnotherCommand() throws {
        XCTAssertEqual(try parse("at 300 fire load"), command("at", ["TIME": .number(300), "COMMAND": .invocation(command("fire", ["NAME": .text("load"), "PAIRS": .pairs([])]))]))
        XCTAssertEqual(try parse("at 5 at 6 time"), command("at", ["TIME": .number(5), "COMMAND": .invocation(command("at", ["TIME": .number(6), "COMMAND": .invocation(command("time"))]))]))
        assertError("at 300", .missingArgument(command: "at", argument: "COMMAND", expected: "a command to run then, as in: at 300 fire request"))
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
        for bad in ["-5", "ten", "1.5"] {
            assertError("advance \(bad)", .invalidArgument(command: "advance", argument: "TICKS", got: bad,
                                                           expected: "a whole number from 0 to 1000000000, as in: advance 100"))
        }
    }

    func testExtraArgumentsAreRejected() {
        assertError("time now", .unexpectedArgument(command: "time", got: "now"))
        assertError("scene title labels", .unexpectedArgument(command: "scene", got: "labels"))
        assertError("tree --svg", .invalidArgument(command: "tree", argument: "format", got: "--svg", expected: "--dot or --mermaid"))
    }

    func testEveryDeclaredExampleParsesToItsCommand() throws {
        for declaration in CommandSet.standard.all {
            for example in declaration.examples {
                XCTAssertEqual(try parse(example.line).name, declaration.name, example.line)
            }
        }
    }

    func testDashDashHelpIsHelpForEveryCommand() throws {
        for declaration in CommandSet.standard.all {
            XCTAssertEqual(try parse("\(declaration.name) --help"), command("help", ["COMMAND": .text(declaration.name)]))
        }
        // Quoted, it is an ordinary word.
        XCTAssertEqual(try parse("scene '--help'"), command("scene", ["NAME": .text("--help")]))
    }

    func testAttachWithAWrongKeywordSaysTheShape() {
        assertError("attach LoggedIn into Root", .invalidArgument(command: "attach", argument: "'to'", got: "into", expected: "attach RIB to PARENT"))
        assertError("attach LoggedIn to", .missingArgument(command: "attach", argument: "PARENT", expected: "the parent RIB's name, like Root"))
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
