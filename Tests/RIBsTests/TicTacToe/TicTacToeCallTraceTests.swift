import RIBs
import XCTest
@testable import SampleTicTacToe

/// The TicTacToe app's presentable-listener, listener and router calls, reported by the
/// proxies its builders wire in, in call order among the framework's calls.
final class TicTacToeCallTraceTests: RIBsTestCase {
    private var app: TicTacToeApp!

    override func setUp() {
        super.setUp()
        app = TicTacToeApp.launch()
    }

    override func tearDown() {
        app = nil
        super.tearDown()
    }

    func testLoginAndStart_GoUpThroughTheListenersAndDownThroughTheRouters() {
        XCTAssertEqual(Array(beginningCalls { app.fire("login", ["player1": "Ann"]) }.prefix(4)), [
            "LoggedOutPresentableListener.login(withPlayer1Name: \"Ann\", player2Name: \"\")",
            "  LoggedOutListener.didLogin(withPlayer1Name: \"Ann\", player2Name: \"Player 2\")",
            "    RootRouting.routeToLoggedIn(withPlayer1Name: \"Ann\", player2Name: \"Player 2\")",
            "      Root.detachChild(LoggedOut)",
        ])
        XCTAssertEqual(Array(beginningCalls { app.fire("start") }.prefix(4)), [
            "OffGamePresentableListener.startTicTacToe()",
            "  OffGameListener.startTicTacToe()",
            "    LoggedInRouting.routeToTicTacToe()",
            "      LoggedIn.detachChild(OffGame)",
        ])
    }

    func testAWin_TellsLoggedIn_WhichRoutesBackToOffGame() {
        app.fire("login")
        app.fire("start")
        for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1)] { app.fire("place", ["row": "\(row)", "col": "\(col)"]) }
        XCTAssertEqual(beginningCalls { app.fire("place", ["row": "0", "col": "2"]) }, [
            "TicTacToePresentableListener.placeCurrentPlayerMark(atRow: 0, col: 2)",
        ])
        XCTAssertEqual(Array(beginningCalls { app.fire("ok") }.prefix(3)), [
            "TicTacToeListener.gameDidEnd(withWinner: player1)",
            "  LoggedInRouting.routeToOffGame()",
            "    LoggedIn.detachChild(TicTacToe)",
        ])
    }
}
