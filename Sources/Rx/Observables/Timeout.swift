extension ObservableType {
    /// Fails with `RxError.timeout` when the first element, or the next one after an element,
    /// does not arrive within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when the first element, or the next one after an element, does not
    /// arrive within `dueTime`; the source is unsubscribed at that moment.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Element == Source.Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

/// Each source event bumps a generation number; a timer that fires with a stale generation
/// lost the race and does nothing. Once a timer wins, the source's late events are ignored.
final private class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private struct State {
        var generation = 0
        var switched = false
    }

    private let parent: Timeout<Element>
    private let state = LockedState(State())
    private let timer = SerialDisposable()
    private let subscription = SerialDisposable()

    init(parent: Timeout<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(generation: 0)
        original.setDisposable(parent.source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        let generation = state.withLock { state -> Int? in
            if state.switched { return nil }
            state.generation &+= 1
            return state.generation
        }
        guard let generation else { return }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        } else {
            startTimer(generation: generation)
        }
    }

    private func startTimer(generation: Int) {
        if timer.isDisposed { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(parent.scheduler.scheduleRelative(generation, dueTime: parent.dueTime) { [self] generation in
            let timerWins = state.withLock { state -> Bool in
                state.switched = generation == state.generation
                return state.switched
            }
            if timerWins {
                subscription.disposable = parent.other.subscribe(forwarder())
            }
            return Disposables.create()
        })
    }
}

final private class Timeout<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let other: Observable<Element>
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
