extension ObservableType {
    /// Emits the first `count` elements, then completes. `take(0)` completes at once without
    /// subscribing to the source; a negative count is programmer misuse and traps, as in RxSwift.
    public func take(_ count: Int) -> Observable<Element> {
        if count < 0 { rxFatalError("take: count can't be negative.") }
        if count == 0 { return Observable.empty() }
        return TakeCount(source: asObservable(), count: count)
    }

    /// Emits elements for `duration` on `scheduler`, then completes.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

final private class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var remaining: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        self.remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining > 0 {
                remaining -= 1
                forwardOn(event)
                if remaining == 0 {
                    forwardOn(.completed)
                    dispose()
                }
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final private class TakeCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeCountSink(count: count, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

final private class TakeTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let lock = RecursiveLock()

    func on(_ event: Event<Element>) {
        lock.performLocked {
            forwardOn(event)
            if event.isStopEvent { dispose() }
        }
    }

    func tick() {
        lock.performLocked {
            forwardOn(.completed)
            dispose()
        }
    }

    func run(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        let timer = scheduler.scheduleRelative(self, dueTime: duration) { sink in
            sink.tick()
            return Disposables.create()
        }
        return Disposables.create(timer, source.subscribe(self))
    }
}

final private class TakeTime<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeTimeSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source: source, duration: duration, scheduler: scheduler))
    }
}
