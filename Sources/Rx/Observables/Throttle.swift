import Foundation

extension ObservableType {
    /// Emits an element at once when none went out in the last `dueTime`; otherwise keeps the
    /// newest one (with `latest`) and emits it when the window ends.
    ///
    /// No two elements go out closer than `dueTime`. Completion waits for a pending trailing
    /// element and goes out right after it; an error goes out at once and drops it.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

/// Source events and window timers may arrive on different threads; the recursive lock is
/// held while forwarding, as in RxSwift, so downstream sees one event at a time and a
/// downstream that re-enters the source on the same thread does not deadlock.
final private class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Throttle<Element>
    private let lock = RecursiveLock()
    private var lastUnsentElement: Element?
    private var lastSentTime: Date?
    private var completed = false
    private let cancellable = SerialDisposable()

    init(parent: Throttle<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        return Disposables.create(subscription, cancellable)
    }

    func on(_ event: Event<Element>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let element):
            let remaining: RxTimeInterval
            if let lastSentTime {
                remaining = parent.dueTime.remainder(afterSpanFrom: lastSentTime, to: parent.scheduler.now)
            } else {
                remaining = .nanoseconds(0)
            }
            if remaining.isZeroLength {
                sendNow(element)
                return
            }
            guard parent.latest else { return }
            let windowAlreadyScheduled = lastUnsentElement != nil
            lastUnsentElement = element
            if windowAlreadyScheduled { return }
            let timer = SingleAssignmentDisposable()
            cancellable.disposable = timer
            timer.setDisposable(parent.scheduler.scheduleRelative(self, dueTime: remaining) { sink in
                sink.windowEnded()
                return Disposables.create()
            })
        case .error:
            lastUnsentElement = nil
            forwardOn(event)
            dispose()
        case .completed:
            if lastUnsentElement != nil {
                completed = true
            } else {
                forwardOn(.completed)
                dispose()
            }
        }
    }

    private func sendNow(_ element: Element) {
        lastUnsentElement = nil
        forwardOn(.next(element))
        // Stamped after forwarding: slow downstream work counts toward the window.
        lastSentTime = parent.scheduler.now
    }

    /// Called by the window timer: sends the trailing element, then a completion held back for it.
    private func windowEnded() {
        lock.lock(); defer { lock.unlock() }
        if let lastUnsentElement { sendNow(lastUnsentElement) }
        if completed {
            forwardOn(.completed)
            dispose()
        }
    }
}

final private class Throttle<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ThrottleSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

extension DispatchTimeInterval {
    /// What is left of this interval after the span between two dates, in this interval's own
    /// unit, rounded to the nearest unit and never negative (RxSwift's rounding, so that
    /// `.seconds` windows behave as they do there). Used by `throttle` and `delay`.
    func remainder(afterSpanFrom earlier: Date, to later: Date) -> DispatchTimeInterval {
        let elapsed = later.timeIntervalSince(earlier)
        func left(_ value: Int, unitsPerSecond: Double) -> Int {
            let rest = Double(value) - elapsed * unitsPerSecond
            return rest > 0 ? Int(rest.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(left(value, unitsPerSecond: 1))
        case .milliseconds(let value): return .milliseconds(left(value, unitsPerSecond: 1_000))
        case .microseconds(let value): return .microseconds(left(value, unitsPerSecond: 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(left(value, unitsPerSecond: 1_000_000_000))
        case .never: return .never
        @unknown default: return self
        }
    }

    /// `true` for an interval of zero in any unit.
    var isZeroLength: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value == 0
        case .never: return false
        @unknown default: return false
        }
    }
}
