extension ObservableType {
    /// Delivers events on `scheduler`, in order.
    ///
    /// On a serial dispatch scheduler (the main one included) each event is one scheduled
    /// item; `MainScheduler` runs it at once when already on the main thread with nothing
    /// queued. On other schedulers (virtual time included) events are queued and drained by
    /// one recursive scheduled action.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: serial)
        }
        return ObserveOn(source: asObservable(), scheduler: scheduler)
    }
}

final private class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private enum State { case stopped, running }

    private let scheduler: ImmediateSchedulerType
    private let lock = RecursiveLock()
    private var state = State.stopped
    private var queue = Queue<Event<Element>>(capacity: 10)
    private let scheduleDisposable = SerialDisposable()

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        let shouldStart: Bool = lock.performLocked {
            queue.enqueue(event)
            switch state {
            case .stopped:
                state = .running
                return true
            case .running:
                return false
            }
        }
        if shouldStart {
            scheduleDisposable.disposable = scheduler.scheduleRecursive((), action: { _, recurse in self.run(recurse) })
        }
    }

    private func run(_ recurse: (()) -> Void) {
        let next: Event<Element>? = lock.performLocked {
            if let event = queue.dequeue() { return event }
            self.state = .stopped
            return nil
        }
        guard let event = next else { return }
        if isDisposed { return }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
            return
        }
        let more: Bool = lock.performLocked {
            if !queue.isEmpty { return true }
            self.state = .stopped
            return false
        }
        if more { recurse(()) }
    }

    override func dispose() {
        super.dispose()
        scheduleDisposable.dispose()
        lock.performLocked { queue.removeAll() }
    }
}

final private class ObserveOn<Element>: Producer<Element> {
    private let scheduler: ImmediateSchedulerType
    private let source: Observable<Element>

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

final private class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let scheduler: SerialDispatchQueueScheduler

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        _ = scheduler.schedule((self, event)) { pair in
            let (sink, event) = pair
            guard !sink.cancel.isDisposed else { return Disposables.create() }
            sink.observer.on(event)
            if event.isStopEvent { sink.dispose() }
            return Disposables.create()
        }
    }
}

final private class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
    private let scheduler: SerialDispatchQueueScheduler
    private let source: Observable<Element>

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.scheduler = scheduler
        self.source = source
        super.init()
        Resources.incrementSerialDispatchQueueObservables()
    }

    deinit { Resources.decrementSerialDispatchQueueObservables() }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObserveOnSerialDispatchQueueSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
