import Rx

/// A scripted sequence for tests that records its subscriptions.
public class TestableObservable<Element>: ObservableType {
    /// The scheduler the events are played on.
    public let testScheduler: TestScheduler
    /// The subscription windows so far.
    public internal(set) var subscriptions: [Subscription] = []
    /// The scripted events.
    public let recordedEvents: [Recorded<Event<Element>>]

    @usableFromInline
    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("TestableObservable.subscribe: a subclass must override it.")
    }

    @inlinable
    public final func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}

/// Plays its events at their absolute times to the observers subscribed then.
///
/// The initialiser is inlinable and schedules one shared closure for every event (by index),
/// so that playing an event runs specialised code and scheduling allocates only the work item
/// (see `VirtualTimeScheduler._scheduleAbsoluteVirtual(index:time:action:)`).
/// That closure holds the observers' box, not the observable: the observable is not kept alive
/// by the scheduler, and playing needs no weak reference.
@usableFromInline
final class HotObservable<Element>: TestableObservable<Element> {
    @usableFromInline let observers = HotObservers<Element>()
    private var nextKey = 0

    @inlinable
    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        let observers = observers
        let play: (Int) -> Void = { index in observers.play(recordedEvents[index].value) }
        for (index, recorded) in recordedEvents.enumerated() {
            _ = testScheduler._scheduleAbsoluteVirtual(index: index, time: recorded.time, action: play)
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers.entries.append((key, observer.on))
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        let observers = observers
        return Disposables.create { [weak self] in
            guard let position = observers.entries.firstIndex(where: { $0.key == key }) else { return }
            observers.entries.remove(at: position)
            guard let self else { return }
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
        }
    }
}

/// The observers of a `HotObservable`, shared with its scheduled work.
///
/// Single-threaded by contract (virtual time), and no access to `entries` spans a call (playing
/// iterates a copy, as RxSwift does), so no dynamic exclusivity checks.
@usableFromInline
final class HotObservers<Element> {
    @usableFromInline @exclusivity(unchecked) var entries: [(key: Int, observer: (Event<Element>) -> Void)] = []

    @inlinable
    init() {}

    /// Sends `event` to the observers subscribed now.
    @inlinable
    func play(_ event: Event<Element>) {
        let entries = entries
        if entries.count == 1 {
            entries[0].observer(event)
            return
        }
        for entry in entries { entry.observer(event) }
    }
}

/// Plays its events at times relative to each subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        let disposed = BooleanDisposable()
        for recorded in recordedEvents {
            _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                if !disposed.isDisposed { observer.on(recorded.value) }
                return Disposables.create()
            }
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            disposed.dispose()
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
        }
    }
}
