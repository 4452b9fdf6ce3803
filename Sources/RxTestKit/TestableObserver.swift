import Rx

/// An observer that records every event with the virtual time it arrived at.
public final class TestableObserver<Element>: ObserverType {
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler
    /// Every event received, in order.
    public private(set) var events = [Recorded<Event<Element>>]()

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
