import RIBs
import Rx

// Lesson 17: a child RIB that leaks. Find the leak and fix it (see the `// TODO`).

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
        // TODO: this subscription keeps `self` alive for as long as the parent's stream lives,
        //       even after the RIB is detached. Tie it to the interactor's active period.
        _ = events.wins
            .subscribe(onNext: { _ in self.wins += 1 })
    }
}

/// ScoreBoard's router (viewless).
public final class ScoreBoardRouter: Router<ScoreBoardInteractor> {}
