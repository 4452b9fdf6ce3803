import RIBs

// Drill 23k: a PresentableInteractor with a presenter of its own. Reference solution.

// MARK: - View (complete)

/// What Scoreboard's presenter asks of the view: text, ready to show.
public protocol ScoreboardViewControllable: ViewControllable {
    func show(scoreText: String)
}

public final class ScoreboardViewController: HeadlessViewController, ScoreboardViewControllable {
    /// Every text shown, oldest first.
    public private(set) var shown: [String] = []

    public func show(scoreText: String) { shown.append(scoreText) }
}

// MARK: - Presenter

/// What Scoreboard's interactor asks of its presenter: the score as numbers, no text.
public protocol ScoreboardPresentable: Presentable {
    func present(home: Int, away: Int)
}

/// Turns the score into the view's text: `"2 : 1, home leads"`, `"1 : 1, level"`,
/// `"0 : 3, away leads"`.
public final class ScoreboardPresenter: Presenter<ScoreboardViewControllable>, ScoreboardPresentable {
    public func present(home: Int, away: Int) {
        let standing = home > away ? "home leads" : home < away ? "away leads" : "level"
        viewController.show(scoreText: "\(home) : \(away), \(standing)")
    }
}

// MARK: - Interactor

/// Keeps the score; tells its presenter the score when it becomes active and after each goal.
public final class ScoreboardInteractor: PresentableInteractor<ScoreboardPresentable> {
    public private(set) var home = 0
    public private(set) var away = 0

    public override func didBecomeActive() {
        super.didBecomeActive()
        presenter.present(home: home, away: away)
    }

    public func homeScored() {
        home += 1
        presenter.present(home: home, away: away)
    }

    public func awayScored() {
        away += 1
        presenter.present(home: home, away: away)
    }
}
