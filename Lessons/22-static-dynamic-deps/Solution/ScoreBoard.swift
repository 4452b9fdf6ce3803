import HeadlessUI
import RIBs
import Rx

// Lesson 22: the ScoreBoard RIB's units and its parent, the game. Complete: read them, do not change them.

/// The scores of a game; one per game, shared by every RIB that shows it.
final class ScoreStream {
    let scores = BehaviorRelay(value: [String: Int]())
}

/// Formats a score line; the parent may configure it before the RIB is built (stage one).
final class ScoreFormatter {
    var separator = ": "
    func line(player: String, score: Int) -> String { "\(player)\(separator)\(score)" }
}

protocol ScoreBoardRouting: ViewableRouting {}

protocol ScoreBoardPresentable: Presentable {
    func show(line: String)
}

protocol ScoreBoardViewControllable: ViewControllable {}

final class ScoreBoardInteractor: PresentableInteractor<ScoreBoardPresentable> {
    let playerName: String
    let scoreStream: ScoreStream
    let formatter: ScoreFormatter

    init(presenter: ScoreBoardPresentable, playerName: String, scoreStream: ScoreStream, formatter: ScoreFormatter) {
        self.playerName = playerName
        self.scoreStream = scoreStream
        self.formatter = formatter
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scoreStream.scores
            .map { [playerName, formatter] scores in formatter.line(player: playerName, score: scores[playerName] ?? 0) }
            .subscribe(onNext: { [presenter] line in presenter.show(line: line) })
            .disposeOnDeactivate(interactor: self)
    }
}

final class ScoreBoardViewController: HeadlessViewController, ScoreBoardPresentable, ScoreBoardViewControllable {
    let title: String
    private(set) var line = ""
    init(title: String) {
        self.title = title
        super.init()
    }
    func show(line: String) { self.line = line }
    override func render() -> String { "\(title)\n\(line)" }
}

final class ScoreBoardRouter: ViewableRouter<ScoreBoardInteractor, ScoreBoardViewControllable>, ScoreBoardRouting {}

/// What the game gives its children.
protocol GameDependency: Dependency {}

/// The game's component: one score stream per game.
final class GameComponent: Component<GameDependency> {
    var gameScoreStream: ScoreStream { shared { ScoreStream() } }
}

/// The app, as the game's parent.
final class AppComponent: EmptyComponent, GameDependency {}
