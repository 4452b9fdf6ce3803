import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// A command declared here, in the test's own fixture, gets parsing, `help`, `--help`, usage
/// errors, completion and hints from its one declaration, with no other change to the shell.
final class CommandDeclarationTests: XCTestCase {
    /// `greet NAME [TIMES] [loud | quiet]`: says hello; completes NAME from the playground's streams.
    private static let greet = CommandDeclaration(
        "greet", aliases: ["hi"], group: .session, summary: "say hello to a playground stream",
        arguments: [.word("NAME", expected: "a stream name made with let", completion: .operatorPlaygroundStreams),
                    ArgumentDeclaration("VOLUME", .choice(["loud", "quiet"]), expected: "loud or quiet", label: "volume")],
        examples: [.init("greet a loud", after: [#"let a = cold "-1|""#])]) { arguments, session throws(ShellError) in
        let name = arguments.text("NAME") ?? ""
        guard session.operatorPlayground.names.contains(name) else {
            throw ShellError.unknownName(kind: "playground stream", name: name, suggestion: nil, known: session.operatorPlayground.names)
        }
        session.emit(.sample(.answer(arguments.text("VOLUME") == "loud" ? "HELLO \(name.uppercased())" : "hello \(name)")))
    }

    private var driver: ShellDriver!
    private var session: Session { driver.session }
    private var shell: Shell { driver.shell }

    override func setUp() {
        driver = ShellDriver(Session(catalog: .fakes, commands: CommandSet.standard.adding(Self.greet)))
    }

    func testParsesAndRunsTheHandler() {
        XCTAssertEqual(driver.run(#"let a = cold "-1|""#), [#"a = cold "-1|""#])
        XCTAssertEqual(driver.run("greet a loud"), ["HELLO A"])
        XCTAssertEqual(driver.run("hi a"), ["hello a"])
        XCTAssertEqual(driver.run("greet b"), ["error: no playground stream named 'b'. Known: a."])
    }

    func testUsageErrorsComeFromTheDeclaration() {
        XCTAssertEqual(driver.run("greet"), ["error: greet: missing NAME: expected a stream name made with let. See 'help greet'."])
        XCTAssertEqual(driver.run("greet a shout"), ["error: greet: volume cannot be 'shout': expected loud or quiet."])
        XCTAssertEqual(driver.run("greet a loud twice"), ["error: greet: unexpected 'twice'. See 'help greet'."])
        XCTAssertEqual(driver.run("gret a"), ["error: unknown command 'gret'. Did you mean 'greet'? Type 'help' for the list."])
    }

    func testHelpAndDashDashHelp() {
        let help = driver.run("help greet")
        XCTAssertEqual(help, ["greet NAME [loud | quiet]", "  say hello to a playground stream", "  example: greet a loud", "  also: hi"])
        XCTAssertEqual(driver.run("greet --help"), help)
        XCTAssertEqual(driver.run("hi --help"), help)
        XCTAssertTrue(driver.run("help").contains { $0.hasPrefix("  greet NAME [loud | quiet]") && $0.hasSuffix("say hello to a playground stream") })
    }

    func testCompletionAndHints() {
        XCTAssertEqual(session.completions(line: "gr", cursor: 2), ["greet"])
        XCTAssertEqual(session.completions(line: "greet ", cursor: 6), [])
        _ = driver.run(#"let apples = cold "-1|""#)
        XCTAssertEqual(session.completions(line: "greet a", cursor: 7), ["apples"])
        XCTAssertEqual(session.completions(line: "greet apples ", cursor: 13), ["loud", "quiet"])
        XCTAssertEqual(session.completions(line: "at 100 greet apples q", cursor: 21), ["quiet"])
        XCTAssertEqual(session.hint(line: "greet "), "NAME [loud | quiet]")
        XCTAssertEqual(session.hint(line: "greet apples "), "[loud | quiet]")
        XCTAssertNil(session.hint(line: "greet apples loud"))
    }

    func testTheStandardSetIsUntouched() {
        XCTAssertNil(CommandSet.standard.declaration(named: "greet"))
        let answer = Shell(session: Session(catalog: .fakes)).submit(line: "greet a").text.first ?? ""
        XCTAssertTrue(answer.hasPrefix("error: unknown command 'greet'."), answer)
    }

    func testCompletionReadsQuotesWithTheTokenizer() {
        _ = driver.run("scene greeter")
        // An open quote is closed for completion; a quoted `;` does not start a command.
        XCTAssertEqual(session.completions(line: #"fire "set"#, cursor: 9), ["setText"])
        XCTAssertEqual(session.completions(line: #"fire setText text="a; b" "#, cursor: 25), [])
        XCTAssertEqual(session.completions(line: #"fire setText "#, cursor: 13), ["text="])
        XCTAssertEqual(session.hint(line: #"fire setText text="a b"#), nil)
    }
}
