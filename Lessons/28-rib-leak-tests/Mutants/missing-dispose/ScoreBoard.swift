import RIBs
import Rx

// Lesson 28, seeded bug: a child that never disposes its subscription to the parent's stream, which holds it strongly.

/// A long-lived stream owned by the parent RIB: it outlives every child.
public final class GameEvents {
    public let wins = PublishRelay<String>()
    public init() {}
}

/// What ScoreBoard's interactor asks of its router (nothing yet: a viewless leaf).
public protocol ScoreBoardRouting: AnyObject {}

/// Counts the wins announced while ScoreBoard is attached.
public final class ScoreBoardInteractor: Interactor {
    public weak var router: ScoreBoardRouting?
    public private(set) var wins = 0
    private let events: GameEvents

    public init(events: GameEvents) {
        self.events = events
        super.init()
    }

    override public func didBecomeActive() {
        super.didBecomeActive()
        _ = events.wins
            .subscribe(onNext: { _ in self.wins += 1 })
    }
}

/// ScoreBoard's router (viewless).
public final class ScoreBoardRouter: Router<ScoreBoardInteractor>, ScoreBoardRouting {}

/// The builder's work: an interactor and its router, wired.
public func buildScoreBoard(events: GameEvents) -> ScoreBoardRouter {
    let interactor = ScoreBoardInteractor(events: events)
    let router = ScoreBoardRouter(interactor: interactor)
    interactor.router = router
    return router
}
