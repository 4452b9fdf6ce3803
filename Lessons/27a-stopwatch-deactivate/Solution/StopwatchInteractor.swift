import RIBs
import Rx

// Drill 27a: subscriptions that last while an interactor is active. Reference solution.

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
        seconds
            .subscribe(onNext: { [weak self] second in self?.shown.append("\(second) s") })
            .disposeOnDeactivate(interactor: self)
    }
}
