import RIBs
import Rx

// Drill 27k: isActiveStream, confineTo, and disposeOnDeactivate on an inactive interactor.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check confine-to-active`).
// Keep the names and signatures: the tests call them.

/// A map screen's interactor: it draws positions and follows the compass, but only while
/// its RIB is attached (active).
public final class MapInteractor: Interactor {
    /// The compass headings followed so far, oldest first.
    public private(set) var headings: [Int] = []

    /// "tracking" while active, "paused" while not: the current state first, then each change.
    public var statusLine: Observable<String> {
        // TODO: the interactor's activeness, worded.
        Observable.empty()
    }

    /// The positions to draw: passed on only while active. What arrives while inactive is
    /// held back, and the latest of it is drawn on the next activation.
    public func positionsToDraw(_ positions: Observable<String>) -> Observable<String> {
        // TODO: pass positions on only while this interactor is active.
        positions
    }

    /// Follows `compass` into `headings` until the next deactivation. Called while
    /// inactive, it follows nothing: the subscription ends at once.
    public func follow(_ compass: Observable<Int>) {
        // TODO: append each heading to `headings`; the subscription lives until the next deactivation.
    }
}
