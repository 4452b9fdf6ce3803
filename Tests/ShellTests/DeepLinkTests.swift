import XCTest
@testable import ArchLabShell

/// `open URL`: the TicTacToe deep link through `TicTacToeApp.open(_:)` and its workflow.
final class DeepLinkTests: XCTestCase {
    private var shell: Shell!

    override func setUp() {
        shell = Shell(session: Session(catalog: .standard))
    }

    @discardableResult
    private func run(_ line: String) -> [String] {
        let outcome = shell.submit(line: line)
        XCTAssertTrue(outcome.succeeded, "\(line): \(outcome.text)")
        return outcome.text
    }

    private func error(_ line: String) -> String? {
        for entry in shell.submit(line: line).lines { if case .error(let text) = entry { return text } }
        return nil
    }

    private var ribs: [String] { shell.session.samples.ribTree?.allNames ?? [] }

    func testParsesOneURL() throws {
        XCTAssertEqual(try CommandParser().parse(line: "open ribs-training://launchGame?gameId=ticTacToe"),
                       Invocation(CommandSet.standard.declaration(named: "open")!,
                                  ParsedArguments(["URL": .text("ribs-training://launchGame?gameId=ticTacToe")])))
        XCTAssertThrowsError(try CommandParser().parse(line: "open"))
        XCTAssertThrowsError(try CommandParser().parse(line: "open a b"))
    }

    func testLinkOpenedWhileLoggedOutWaitsForLoginThenStartsTheGame() {
        run("app tictactoe")
        XCTAssertEqual(run("open ribs-training://launchGame?gameId=ticTacToe"), ["opened ribs-training://launchGame?gameId=ticTacToe",
            "nothing has routed yet: the link's workflow waits for the app (LaunchGameWorkflow waits for login: type 'fire login')"])
        XCTAssertTrue(ribs.contains("LoggedOut"), "the workflow must wait for login: \(ribs)")
        XCTAssertFalse(ribs.contains("TicTacToe"))
        let printed = run("fire login")
        XCTAssertTrue(ribs.contains("TicTacToe"), "\(ribs)")
        XCTAssertFalse(ribs.contains("OffGame"), "\(ribs)")
        XCTAssertTrue(printed.contains { $0.contains("TicTacToe (viewful, active)  + attached") }, "\(printed)")
    }

    func testLinkOpenedWhenLoggedInStartsTheGameAndShowsTheTreeChange() {
        run("app tictactoe")
        run("fire login")
        XCTAssertTrue(ribs.contains("OffGame"))
        let printed = run("open ribs-training://launchGame?gameId=ticTacToe")
        XCTAssertEqual(printed.first, "opened ribs-training://launchGame?gameId=ticTacToe")
        XCTAssertTrue(printed.contains("- detached: Root/LoggedIn/OffGame"), "\(printed)")
        XCTAssertTrue(ribs.contains("TicTacToe"))
        XCTAssertEqual(shell.session.firedRequests.last, "open")
    }

    func testBadLinksAndWrongStatesSayWhatToType() {
        XCTAssertEqual(error("open ribs-training://launchGame"),
                       "error: open needs a loaded scene or app, and nothing is loaded. Type 'scene title' or 'app todo' first.")
        run("app todo")
        XCTAssertEqual(error("open ribs-training://launchGame"),
                       "error: todo opens no deep links; 'app tictactoe' does (open ribs-training://launchGame?gameId=ticTacToe)")
        run("app tictactoe")
        XCTAssertEqual(error("open ribs-training://settings"),
                       "error: tictactoe does not know the link ribs-training://settings; it knows: ribs-training://launchGame?gameId=ticTacToe")
        XCTAssertNotNil(error("open launchGame")?.contains("expected a link like ribs-training://launchGame?gameId=ticTacToe"))
        XCTAssertEqual(ribs, ["Root", "LoggedOut"])
    }

    func testCompletionAndHelp() {
        let complete = { (line: String) in self.shell.session.completions(line: line, cursor: line.count) }
        XCTAssertEqual(complete("op"), ["open"])
        XCTAssertEqual(complete("open "), [])
        run("app tictactoe")
        XCTAssertEqual(complete("open "), ["ribs-training://launchGame?gameId=ticTacToe"])
        XCTAssertEqual(complete("open ribs"), ["ribs-training://launchGame?gameId=ticTacToe"])
        XCTAssertEqual(shell.session.hint(line: "open "), "URL")
        let help = run("help open")
        XCTAssertEqual(help.first, "open URL")
        XCTAssertTrue(help.contains("  example: open ribs-training://launchGame?gameId=ticTacToe"), "\(help)")
    }
}
