import RIBs
import Rx
import RxTesting
import XCTest
@testable import SampleTicTacToe

final class ScoreStreamTests: RIBsTestCase {
    func testScore_EmitsEachChangeOnTheVirtualClock() {
        let stream = ScoreStreamImpl()
        scheduler.scheduleAt(300) { stream.updateScore(withWinner: .player1) }
        scheduler.scheduleAt(400) { stream.updateScore(withWinner: .player2) }
        let observer = scheduler.start { stream.score }
        XCTAssertEqual(observer.events, [
            .next(200, Score(player1Score: 0, player2Score: 0)),
            .next(300, Score(player1Score: 1, player2Score: 0)),
            .next(400, Score(player1Score: 1, player2Score: 1)),
        ])
    }

    func testLoggedInComponent_SharesOneMutableScoreStream_OffGameGetsItReadOnly() {
        final class Parent: LoggedInDependency {
            let loggedInViewController: LoggedInViewControllable = RootViewController()
        }
        let component = LoggedInComponent(dependency: Parent(), player1Name: "A", player2Name: "B")
        XCTAssertTrue(component.mutableScoreStream === component.mutableScoreStream)
        let offGameDependency: OffGameDependency = component
        XCTAssertTrue(offGameDependency.scoreStream === component.mutableScoreStream)
    }
}
