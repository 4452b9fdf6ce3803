import RIBs
import Rx

// Drill 27k: isActiveStream, confineTo, and disposeOnDeactivate on an inactive interactor.
// Reference solution.

/// A map screen's interactor: it draws positions and follows the compass, but only while
/// its RIB is attached (active).
public final class MapInteractor: Interactor {
    /// The compass headings followed so far, oldest first.
    public private(set) var headings: [Int] = []

    /// "tracking" while active, "paused" while not: the current state first, then each change.
    public var statusLine: Observable<String> {
        isActiveStream.map { $0 ? "tracking" : "paused" }
    }

    /// The positions to draw: passed on only while active. What arrives while inactive is
    /// held back, and the latest of it is drawn on the next activation.
    public func positionsToDraw(_ positions: Observable<String>) -> Observable<String> {
        positions.confineTo(self)
    }

    /// Follows `compass` into `headings` until the next deactivation. Called while
    /// inactive, it follows nothing: the subscription ends at once.
    public func follow(_ compass: Observable<Int>) {
        compass
            .subscribe(onNext: { [weak self] in self?.headings.append($0) })
            .disposeOnDeactivate(interactor: self)
    }
}
