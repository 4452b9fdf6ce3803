import Rx

/// An observer that records every event with the virtual time it arrived at.
public final class TestableObserver<Element>: ObserverType {
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler
    /// Every event received, in order.
    public var events: [Recorded<Event<Element>>] { recorded }

    // Single-threaded by contract (virtual time), and appending spans no call out: no dynamic
    // exclusivity checks.
    @usableFromInline @exclusivity(unchecked) var recorded = [Recorded<Event<Element>>]()

    /// Appends one event; a closure written in the inlinable `init`, so that recording runs
    /// specialised for the element type even though `on` is reached through a generic witness.
    @usableFromInline let record: (TestableObserver<Element>, Event<Element>) -> Void

    @inlinable
    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        record = { observer, event in
            observer.recorded.append(Recorded(time: observer.scheduler.clock, value: event))
        }
    }

    public func on(_ event: Event<Element>) {
        record(self, event)
    }
}
