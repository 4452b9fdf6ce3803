import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// `open URL`: the TicTacToe deep link through `TicTacToeApp.open(_:)` and its workflow.
final class DeepLinkTests: XCTestCase {
    private var driver: ShellDriver!
    private var shell: Shell { driver.shell }

    override func setUp() {
        driver = ShellDriver(Session(catalog: .standard))
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
        driver.succeed("app tictactoe")
        XCTAssertEqual(driver.succeed("open ribs-training://launchGame?gameId=ticTacToe"), ["opened ribs-training://launchGame?gameId=ticTacToe",
            "nothing has routed yet: the link's workflow waits for the app (LaunchGameWorkflow waits for login: type 'fire login')"])
        XCTAssertTrue(ribs.contains("LoggedOut"), "the workflow must wait for login: \(ribs)")
        XCTAssertFalse(ribs.contains("TicTacToe"))
        let printed = driver.succeed("fire login")
        XCTAssertTrue(ribs.contains("TicTacToe"), "\(ribs)")
        XCTAssertFalse(ribs.contains("OffGame"), "\(ribs)")
        XCTAssertTrue(printed.contains { $0.contains("TicTacToe (viewful, active)  + attached") }, "\(printed)")
    }

    func testLinkOpenedWhenLoggedInStartsTheGameAndShowsTheTreeChange() {
        driver.succeed("app tictactoe")
        driver.succeed("fire login")
        XCTAssertTrue(ribs.contains("OffGame"))
        let printed = driver.succeed("open ribs-training://launchGame?gameId=ticTacToe")
        XCTAssertEqual(printed.first, "opened ribs-training://launchGame?gameId=ticTacToe")
        XCTAssertTrue(printed.contains("- detached: Root/LoggedIn/OffGame"), "\(printed)")
        XCTAssertTrue(ribs.contains("TicTacToe"))
        XCTAssertEqual(shell.session.firedRequests.last, "open")
    }

    func testBadLinksAndWrongStatesSayWhatToType() {
        XCTAssertEqual(driver.error("open ribs-training://launchGame"),
                       "error: open needs a loaded scene or app, and nothing is loaded. Type 'scene title' or 'app todo' first.")
        driver.succeed("app todo")
        XCTAssertEqual(driver.error("open ribs-training://launchGame"),
                       "error: todo opens no deep links; 'app tictactoe' does (open ribs-training://launchGame?gameId=ticTacToe)")
        driver.succeed("app tictactoe")
        XCTAssertEqual(driver.error("open ribs-training://settings"),
                       "error: tictactoe does not know the link ribs-training://settings; it knows: ribs-training://launchGame?gameId=ticTacToe")
        XCTAssertEqual(driver.error("open launchGame"),
                       "error: open: URL cannot be 'launchGame': expected a link like ribs-training://launchGame?gameId=ticTacToe.")
        XCTAssertEqual(ribs, ["Root", "LoggedOut"])
    }

    func testAnUnknownParameterOrValueIsRefusedWithTheKnownOnes() {
        driver.succeed("app tictactoe", "fire login")
        XCTAssertEqual(driver.error("open ribs-training://launchGame?gameId=chess"),
                       "error: tictactoe does not know gameId=chess; it knows: gameId=ticTacToe")
        XCTAssertEqual(driver.error("open ribs-training://launchGame?game=ticTacToe"),
                       "error: tictactoe does not know the link parameter 'game'; it takes: gameId")
        XCTAssertEqual(shell.session.firedRequests, ["login"], "a refused link is not counted as opened")
        XCTAssertFalse(ribs.contains("TicTacToe"))
        driver.succeed("open ribs-training://launchGame?gameId=tictactoe")
        XCTAssertTrue(ribs.contains("TicTacToe"), "the app compares game ids ignoring case, and so does the check: \(ribs)")
    }

    func testCompletionAndHelp() {
        XCTAssertEqual(driver.complete("op"), ["open"])
        XCTAssertEqual(driver.complete("open "), [])
        driver.succeed("app tictactoe")
        XCTAssertEqual(driver.complete("open "), ["ribs-training://launchGame?gameId=ticTacToe"])
        XCTAssertEqual(driver.complete("open ribs"), ["ribs-training://launchGame?gameId=ticTacToe"])
        XCTAssertEqual(shell.session.hint(line: "open "), "URL")
        let help = driver.succeed("help open")
        XCTAssertEqual(help.first, "open URL")
        XCTAssertTrue(help.contains("  example: open ribs-training://launchGame?gameId=ticTacToe"), "\(help)")
    }
}
