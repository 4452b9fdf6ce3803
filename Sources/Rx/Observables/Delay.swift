import Foundation

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error is not delayed and
    /// drops the elements still waiting.
    ///
    /// The source subscription ends as soon as the source ends, not when the delayed
    /// completion goes out.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// Events wait in a queue stamped with their arrival time; one recursive timer drains it,
/// forwarding one event per run and rescheduling itself for the next event's due time. The
/// error must overtake the queue, possibly from another thread, hence the `running` flag:
/// while the drain forwards, it is the drain that delivers the error.
final private class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private struct State {
        /// A drain is scheduled or running.
        var active = false
        /// The drain is forwarding right now.
        var running = false
        var errorEvent: Event<Element>?
        var queue = Queue<(arrival: RxTime, event: Event<Element>)>(capacity: 0)
    }

    private enum DrainStep {
        case error(Event<Element>)
        case forward(Event<Element>)
        case schedule(arrivedAt: RxTime)
        case idle
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let state = LockedState(State())
    private let sourceSubscription = SingleAssignmentDisposable()
    private let drainSubscription = SerialDisposable()

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, drainSubscription)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        switch event {
        case .error:
            let sendNow = state.withLock { state -> Bool in
                state.queue = Queue(capacity: 0)
                state.errorEvent = event
                return !state.running
            }
            if sendNow {
                forwardOn(event)
                dispose()
            }
        case .next, .completed:
            let now = scheduler.now
            let startDrain = state.withLock { state -> Bool in
                let wasActive = state.active
                state.active = true
                state.queue.enqueue((now, event))
                return !wasActive
            }
            if startDrain {
                drainSubscription.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) { [self] _, recursive in
                    drain(recursive)
                }
            }
        }
    }

    /// Called by the drain timer: forwards the oldest event, then schedules the next one.
    private func drain(_ recursive: AnyRecursiveScheduler<Void>) {
        let failed = state.withLock { state -> Bool in
            if state.errorEvent != nil { return true }
            state.running = true
            return false
        }
        if failed { return }

        let first = state.withLock { state -> DrainStep in
            if let errorEvent = state.errorEvent { return .error(errorEvent) }
            guard let entry = state.queue.dequeue() else {
                state.running = false
                state.active = false
                return .idle
            }
            return .forward(entry.event)
        }
        switch first {
        case .error(let errorEvent):
            forwardOn(errorEvent)
            dispose()
            return
        case .forward(let event):
            forwardOn(event)
            if event.isCompleted {
                dispose()
                return
            }
        case .idle, .schedule:
            return
        }

        let next = state.withLock { state -> DrainStep in
            if let errorEvent = state.errorEvent { return .error(errorEvent) }
            state.running = false
            if let entry = state.queue.peek() { return .schedule(arrivedAt: entry.arrival) }
            state.active = false
            return .idle
        }
        switch next {
        case .error(let errorEvent):
            forwardOn(errorEvent)
            dispose()
        case .schedule(arrivedAt: let arrival):
            recursive.schedule((), dueTime: dueTime.remainder(afterSpanFrom: arrival, to: scheduler.now))
        case .idle, .forward:
            break
        }
    }
}

final private class Delay<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler, cancel: cancel)
        let subscription = sink.run(source: source)
        return (sink: sink, subscription: subscription)
    }
}
