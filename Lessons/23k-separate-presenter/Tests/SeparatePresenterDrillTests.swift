import RIBs
import SeparatePresenter
import XCTest

/// Drill 23k's checks. Do not edit: `check` compares this file with the shipped copy.
final class SeparatePresenterDrillTests: XCTestCase {
    /// Stands in for the presenter: the interactor is tested without a view or any text.
    private final class ScoreboardPresentableMock: ScoreboardPresentable {
        var presented: [[Int]] = []
        func present(home: Int, away: Int) { presented.append([home, away]) }
    }

    func testInteractor_PresentsTheScoreWhenActive() {
        let presenter = ScoreboardPresentableMock()
        let interactor = ScoreboardInteractor(presenter: presenter)
        XCTAssertEqual(presenter.presented, [], "nothing is presented before the RIB is attached")
        interactor.activate()
        XCTAssertEqual(presenter.presented, [[0, 0]], "on activation the interactor presents the score, as numbers")
    }

    func testInteractor_PresentsTheScoreAfterEachGoal() {
        let presenter = ScoreboardPresentableMock()
        let interactor = ScoreboardInteractor(presenter: presenter)
        interactor.activate()
        interactor.homeScored()
        interactor.awayScored()
        interactor.awayScored()
        XCTAssertEqual(presenter.presented, [[0, 0], [1, 0], [1, 1], [1, 2]])
        XCTAssertEqual([interactor.home, interactor.away], [1, 2])
    }

    func testPresenter_WordsWhoLeads() {
        let view = ScoreboardViewController()
        let presenter = ScoreboardPresenter(viewController: view)
        presenter.present(home: 2, away: 1)
        presenter.present(home: 0, away: 3)
        presenter.present(home: 4, away: 4)
        XCTAssertEqual(view.shown, ["2 : 1, home leads", "0 : 3, away leads", "4 : 4, level"])
    }

    func testInteractorAndPresenter_TogetherShowTheScoreOnTheView() {
        let view = ScoreboardViewController()
        let interactor = ScoreboardInteractor(presenter: ScoreboardPresenter(viewController: view))
        interactor.activate()
        interactor.awayScored()
        XCTAssertEqual(view.shown, ["0 : 0, level", "0 : 1, away leads"])
    }
}
