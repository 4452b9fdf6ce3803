import RIBs
import Rx

// Lesson 17: a child RIB that leaks. Reference solution: the subscription is disposed on
// deactivation, so the parent's stream no longer holds the interactor.

/// A long-lived stream owned by the parent RIB.
public final class GameEvents {
    public let wins = PublishRelay<String>()
    public init() {}
}

/// Counts wins while attached.
public final class ScoreBoardInteractor: Interactor {
    public private(set) var wins = 0
    private let events: GameEvents

    public init(events: GameEvents) {
        self.events = events
        super.init()
    }

    public override func didBecomeActive() {
        super.didBecomeActive()
        events.wins
            .subscribe(onNext: { _ in self.wins += 1 })
            .disposeOnDeactivate(interactor: self)
    }
}

/// ScoreBoard's router (viewless).
public final class ScoreBoardRouter: Router<ScoreBoardInteractor> {}
