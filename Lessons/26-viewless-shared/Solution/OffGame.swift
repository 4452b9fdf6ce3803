import RIBs
import Rx

// Lesson 26: OffGame, a viewful child that shows the score. Complete: do not change it.

protocol OffGameDependency: Dependency {
    var scoreStream: ScoreStream { get }
}

final class OffGameComponent: Component<OffGameDependency> {}

protocol OffGameRouting: ViewableRouting {}
protocol OffGameListener: AnyObject {}
protocol OffGamePresentable: Presentable {
    func show(score: Score)
}
protocol OffGameViewControllable: ViewControllable {}

protocol OffGameInteractable: Interactable {
    var router: OffGameRouting? { get set }
    var listener: OffGameListener? { get set }
}

final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable {
    weak var router: OffGameRouting?
    weak var listener: OffGameListener?
    private let scoreStream: ScoreStream

    init(presenter: OffGamePresentable, scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scoreStream.score
            .subscribe(onNext: { [weak self] score in self?.presenter.show(score: score) })
            .disposeOnDeactivate(interactor: self)
    }
}

final class OffGameViewController: HeadlessViewController, OffGamePresentable, OffGameViewControllable {
    private(set) var scoreText = ""
    func show(score: Score) { scoreText = "Score: \(score.player1Score) - \(score.player2Score)" }
    override func render() -> String { scoreText }
}

final class OffGameRouter: ViewableRouter<OffGameInteractable, OffGameViewControllable>, OffGameRouting {
    override init(interactor: OffGameInteractable, viewController: OffGameViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol OffGameBuildable: Buildable {
    func build(withListener listener: OffGameListener) -> OffGameRouting
}

final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
    func build(withListener listener: OffGameListener) -> OffGameRouting {
        let viewController = OffGameViewController()
        let interactor = OffGameInteractor(presenter: viewController, scoreStream: dependency.scoreStream)
        interactor.listener = listener
        return OffGameRouter(interactor: interactor, viewController: viewController)
    }
}
