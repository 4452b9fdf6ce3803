extension ObservableType {
    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCount(source: asObservable(), count: count)
    }

    /// Drops the elements that arrive during the first `duration` on `scheduler`.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Drops elements while `predicate` holds; emits everything from the first that fails it.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }

    /// Drops elements until `other` emits an element. The source is subscribed first.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }
}

final private class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var remaining: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        self.remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining <= 0 { forwardOn(event) } else { remaining -= 1 }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final private class SkipCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SkipCountSink(count: count, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

final private class SkipTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var open = false

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if open { forwardOn(event) }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }

    func run(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        let timer = scheduler.scheduleRelative(self, dueTime: duration) { sink in
            sink.open = true
            return Disposables.create()
        }
        return Disposables.create(timer, source.subscribe(self))
    }
}

final private class SkipTime<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SkipTimeSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source: source, duration: duration, scheduler: scheduler))
    }
}

final private class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let predicate: (Element) throws -> Bool
    private var running = false

    init(predicate: @escaping (Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if !running {
                do {
                    running = try !predicate(value)
                } catch {
                    forwardOn(.error(error))
                    dispose()
                    return
                }
            }
            if running { forwardOn(.next(value)) }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

final private class SkipWhile<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SkipWhileSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

final private class SkipUntilSinkOther<Other, Observer: ObserverType>: ObserverType {
    typealias Element = Other
    private let parent: SkipUntilSink<Other, Observer>
    let subscription = SingleAssignmentDisposable()

    init(parent: SkipUntilSink<Other, Observer>) { self.parent = parent }

    func on(_ event: Event<Element>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwardElements = true
                subscription.dispose()
            case .error(let error):
                parent.forwardOn(.error(error))
                parent.dispose()
            case .completed:
                subscription.dispose()
            }
        }
    }
}

final private class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    let lock = RecursiveLock()
    var forwardElements = false
    private let sourceSubscription = SingleAssignmentDisposable()

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next:
                if forwardElements { forwardOn(event) }
            case .error:
                forwardOn(event)
                dispose()
            case .completed:
                if forwardElements { forwardOn(event) }
                dispose()
            }
        }
    }

    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let subscription = source.subscribe(self)
        let otherObserver = SkipUntilSinkOther(parent: self)
        let otherSubscription = other.subscribe(otherObserver)
        sourceSubscription.setDisposable(subscription)
        otherObserver.subscription.setDisposable(otherSubscription)
        return Disposables.create(sourceSubscription, otherObserver.subscription)
    }
}

final private class SkipUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SkipUntilSink<Other, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source: source, other: other))
    }
}
