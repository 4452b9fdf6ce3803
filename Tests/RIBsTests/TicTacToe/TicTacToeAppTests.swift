import Foundation
import HeadlessUI
import RIBs
import Rx
import XCTest
@testable import SampleTicTacToe

final class TicTacToeAppTests: RIBsTestCase {
    private var app: TicTacToeApp!
    private let deepLink = URL(string: "ribs-training://launchGame?gameId=ticTacToe")!

    override func setUp() {
        super.setUp()
        app = TicTacToeApp.launch()
    }

    override func tearDown() {
        app = nil
        super.tearDown()
    }

    private func place(_ moves: [(Int, Int)], file: StaticString = #filePath, line: UInt = #line) {
        for (row, col) in moves {
            app.fire("place", ["row": "\(row)", "col": "\(col)"], file: file, line: line)
        }
    }

    private var tree: String { app.treeText }
    private var screen: String { app.screen }

    private let offGameTree = """
    Root (viewful, active)
    └─ LoggedIn (viewless, active)
       └─ OffGame (viewful, active)
    """

    private let gameTree = """
    Root (viewful, active)
    └─ LoggedIn (viewless, active)
       └─ TicTacToe (viewful, active)
    """

    func testLogin_DefaultNames_ShowsOffGameWithScore() {
        XCTAssertEqual(tree, "Root (viewful, active)\n└─ LoggedOut (viewful, active)")
        app.fire("login", ["player1": "Alice"])
        XCTAssertEqual(tree, offGameTree)
        XCTAssertEqual(screen, "Alice (0) vs Player 2 (0)\n[ Start Game ]")
    }

    func testFullGame_Player1Wins_ScoreUpdatesAndOffGameReturns() {
        app.fire("login", ["player1": "Alice", "player2": "Bob"])
        app.fire("start")
        XCTAssertEqual(tree, gameTree)
        XCTAssertEqual(app.window.viewControllerStack.map(\.viewName), ["Root", "TicTacToe"])
        place([(0, 0), (1, 0), (0, 1), (1, 1)])
        XCTAssertTrue(screen.hasSuffix("Alice's turn (X)"), screen)
        place([(0, 2)])
        XCTAssertEqual(screen, """
            0   1   2
        0   X | X | X
           ---+---+---
        1   O | O |  
           ---+---+---
        2     |   |  
        ! Alice won!  [ OK ]
        """)
        XCTAssertEqual(app.window.activeView?.userActions.map(\.name), ["ok"])
        app.fire("ok")
        XCTAssertEqual(tree, offGameTree)
        XCTAssertEqual(screen, "Alice (1) vs Bob (0)\n[ Start Game ]")

        app.fire("start")
        place([(0, 0), (1, 1), (0, 1), (0, 2), (2, 0), (1, 0), (1, 2), (2, 1), (2, 2)])
        XCTAssertTrue(screen.hasSuffix("! It's a draw.  [ OK ]"), screen)
        app.fire("ok")
        XCTAssertEqual(screen, "Alice (1) vs Bob (0)\n[ Start Game ]", "a draw scores nobody")
        advance(10)
        assertNoFailures()
    }

    func testTakenCell_IsAnErrorForTheLearner() {
        app.fire("login")
        app.fire("start")
        place([(1, 1)])
        XCTAssertThrowsError(try app.window.activeView?.fire("place", ["row": "1", "col": "1"])) { error in
            XCTAssertEqual("\(error)", "'place' can't be done now: row 1, col 1 is taken; pick a free cell")
        }
        XCTAssertThrowsError(try app.window.activeView?.fire("place", ["row": "3", "col": "1"])) { error in
            XCTAssertEqual(error as? ActionError, .invalidValue(action: "place", parameter: "row", value: "3", expected: "row=<0...2>"))
        }
    }

    func testDeepLinkBeforeLogin_WaitsThenLaunchesTheGame() {
        XCTAssertTrue(app.open(deepLink))
        XCTAssertEqual(tree, "Root (viewful, active)\n└─ LoggedOut (viewful, active)", "the workflow waits for login")
        app.fire("login")
        XCTAssertEqual(tree, gameTree)
        XCTAssertEqual(app.window.activeView?.viewName, "TicTacToe")
        advance(10)
        assertNoFailures()
    }

    func testDeepLinkAfterLogin_LaunchesAtOnce() {
        app.fire("login")
        XCTAssertEqual(tree, offGameTree)
        XCTAssertTrue(app.open(deepLink))
        XCTAssertEqual(tree, gameTree)
    }

    func testDeepLink_UnknownGameOrLink() {
        app.fire("login")
        XCTAssertTrue(app.open(URL(string: "ribs-training://launchGame?gameId=chess")!))
        XCTAssertEqual(tree, offGameTree)
        XCTAssertFalse(app.open(URL(string: "ribs-training://settings")!))
        XCTAssertEqual(LaunchGameWorkflow(url: deepLink).gameId, "ticTacToe")
    }

    func testFinishedGame_IsFreed() {
        app.fire("login")
        app.fire("start")
        weak let game = RIBTree.find("TicTacToe", in: app.launchRouter)?.router
        weak let gameInteractor = RIBTree.find("TicTacToe", in: app.launchRouter)?.router.interactable
        XCTAssertNotNil(game)
        place([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
        app.fire("ok")
        XCTAssertNil(game)
        XCTAssertNil(gameInteractor)
        advance(5)
        assertNoFailures()
    }
}
