import RIBs
import Rx

// Drill 27a: subscriptions that last while an interactor is active.
// Fill in the `// TODO`, then type `check` in archlab (or run `archlab check 27a`).
// Keep the names and signatures: the tests call them.

/// Shows a stopwatch's seconds while its RIB is active.
final class StopwatchInteractor: Interactor {
    /// `"N s"` for every second shown so far.
    private(set) var shown: [String] = []
    private let seconds: Observable<Int>

    init(seconds: Observable<Int>) {
        self.seconds = seconds
        super.init()
    }

    /// Starts showing the seconds, until the interactor is deactivated.
    override func didBecomeActive() {
        super.didBecomeActive()
        // TODO: show every second as `"N s"` while active; the subscription must end on
        //       deactivation, and must not keep the interactor alive.
    }
}
