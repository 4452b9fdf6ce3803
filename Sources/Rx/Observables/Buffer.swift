extension ObservableType {
    /// Collects elements into arrays, emitting one when it holds `count` elements or when
    /// `timeSpan` has passed since the previous one went out, whichever comes first.
    ///
    /// Arrays may be empty (a time span without elements). On completion the current array
    /// goes out, even when empty, then the completion; on error it is dropped.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

/// Source events and span timers may arrive on different threads; the recursive lock is held
/// while forwarding, as in RxSwift.
final private class BufferTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == [Element] {
    private let parent: BufferTimeCount<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private var buffer: [Element] = []
    private var windowID = 0

    init(parent: BufferTimeCount<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        startTimer(windowID)
        return Disposables.create(timer, parent.source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let element):
            buffer.append(element)
            if buffer.count == parent.count { sendBufferAndStartNext() }
        case .error(let error):
            buffer = []
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(buffer))
            forwardOn(.completed)
            dispose()
        }
    }

    private func sendBufferAndStartNext() {
        windowID &+= 1
        let full = buffer
        buffer = []
        forwardOn(.next(full))
        startTimer(windowID)
    }

    private func startTimer(_ windowID: Int) {
        if timer.isDisposed || self.windowID != windowID { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(parent.scheduler.scheduleRelative(windowID, dueTime: parent.timeSpan) { [self] windowID in
            lock.lock(); defer { lock.unlock() }
            if windowID == self.windowID { sendBufferAndStartNext() }
            return Disposables.create()
        })
    }
}

final private class BufferTimeCount<Element>: Producer<[Element]> {
    let source: Observable<Element>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == [Element] {
        let sink = BufferTimeCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
