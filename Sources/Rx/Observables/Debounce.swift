extension ObservableType {
    /// Emits an element only after `dueTime` passes without a newer one.
    ///
    /// On completion the pending element (if any) goes out at once, then the completion; on
    /// error the pending element is dropped.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// The recursive lock is held while forwarding, as in RxSwift: source events and timers may
/// come from different threads, and downstream must see them one at a time.
final private class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Debounce<Element>
    private let lock = RecursiveLock()
    private var generation: UInt64 = 0
    private var pending: Element?
    private let cancellable = SerialDisposable()

    init(parent: Debounce<Element>, observer: Observer, cancel: Cancelable) {
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
            generation &+= 1
            let current = generation
            pending = element
            let timer = SingleAssignmentDisposable()
            cancellable.disposable = timer
            timer.setDisposable(parent.scheduler.scheduleRelative(current, dueTime: parent.dueTime) { [self] generation in
                quietPeriodEnded(generation)
                return Disposables.create()
            })
        case .error:
            pending = nil
            forwardOn(event)
            dispose()
        case .completed:
            if let pending {
                self.pending = nil
                forwardOn(.next(pending))
            }
            forwardOn(.completed)
            dispose()
        }
    }

    /// Called by the timer of element number `generation`; stale timers do nothing.
    private func quietPeriodEnded(_ generation: UInt64) {
        lock.lock(); defer { lock.unlock() }
        guard let pending, generation == self.generation else { return }
        self.pending = nil
        forwardOn(.next(pending))
    }
}

final private class Debounce<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DebounceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
