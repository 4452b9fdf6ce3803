import RIBs

// Drill 23k: a PresentableInteractor with a presenter of its own.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check separate-presenter`).
// Keep the names and signatures: the tests call them.

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
        // TODO: word the score (who leads, or level) and show it on the view controller.
    }
}

// MARK: - Interactor

/// Keeps the score; tells its presenter the score when it becomes active and after each goal.
public final class ScoreboardInteractor: PresentableInteractor<ScoreboardPresentable> {
    public private(set) var home = 0
    public private(set) var away = 0

    // TODO: present the score when the interactor becomes active.

    public func homeScored() {
        // TODO: count the goal and present the new score.
    }

    public func awayScored() {
        // TODO: count the goal and present the new score.
    }
}
