import RIBs
import Rx

protocol OffGameRouting: ViewableRouting {}

protocol OffGamePresentable: Presentable {
    var listener: OffGamePresentableListener? { get set }
    func set(score: Score)
}

/// What OffGame tells LoggedIn: start a game.
protocol OffGameListener: AnyObject {
    func startTicTacToe()
}

final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable, OffGamePresentableListener {
    weak var router: OffGameRouting?
    weak var listener: OffGameListener?
    private let scoreStream: ScoreStream

    init(presenter: OffGamePresentable, scoreStream: ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scoreStream.score
            .subscribe(onNext: { [presenter] score in presenter.set(score: score) })
            .disposeOnDeactivate(interactor: self)
    }

    func startTicTacToe() {
        listener?.startTicTacToe()
    }
}
