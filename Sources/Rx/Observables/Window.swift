extension ObservableType {
    /// Splits the source into windows: each window is an observable that completes when it
    /// has `count` elements or `timeSpan` has passed since it opened, and the next one opens.
    ///
    /// The first window goes out at subscription. The windows share the source subscription:
    /// it lasts while the result or any window is subscribed.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

/// Source events and span timers may arrive on different threads; the recursive lock is held
/// while forwarding, as in RxSwift.
final private class WindowTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Observable<Element> {
    private let parent: WindowTimeCount<Element>
    private let lock = RecursiveLock()
    private var subject = PublishSubject<Element>()
    private var count = 0
    private var windowID = 0
    private let timer = SerialDisposable()
    private let group = CompositeDisposable()
    private let refCount: RefCountDisposable

    init(parent: WindowTimeCount<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        _ = group.insert(timer)
        refCount = RefCountDisposable(disposable: group)
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        forwardOn(.next(WindowObservable(source: subject, refCount: refCount)))
        startTimer(windowID)
        _ = group.insert(parent.source.subscribe(self))
        return refCount
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        var newWindowID: Int?
        switch event {
        case .next(let element):
            subject.on(.next(element))
            count += 1
            if count == parent.count {
                count = 0
                windowID &+= 1
                newWindowID = windowID
                completeWindowAndOpenNext()
            }
        case .error(let error):
            subject.on(.error(error))
            forwardOn(.error(error))
            dispose()
        case .completed:
            subject.on(.completed)
            forwardOn(.completed)
            dispose()
        }
        if let newWindowID { startTimer(newWindowID) }
        lock.unlock()
    }

    private func completeWindowAndOpenNext() {
        subject.on(.completed)
        subject = PublishSubject<Element>()
        forwardOn(.next(WindowObservable(source: subject, refCount: refCount)))
    }

    private func startTimer(_ windowID: Int) {
        if timer.isDisposed || self.windowID != windowID { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(parent.scheduler.scheduleRelative(windowID, dueTime: parent.timeSpan) { [self] windowID in
            lock.lock()
            guard windowID == self.windowID else {
                lock.unlock()
                return Disposables.create()
            }
            count = 0
            self.windowID &+= 1
            let newWindowID = self.windowID
            completeWindowAndOpenNext()
            lock.unlock()
            startTimer(newWindowID)
            return Disposables.create()
        })
    }
}

/// One window: subscribing holds a reference on the shared source subscription until the
/// window's subscription ends.
final private class WindowObservable<Element>: Producer<Element> {
    private let source: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(source: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.source = source
        self.refCount = refCount
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let release = refCount.retain()
        let sink = WindowSink(observer: observer, cancel: cancel)
        let subscription = Disposables.create(release, source.subscribe(sink))
        return (sink: sink, subscription: subscription)
    }
}

final private class WindowSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

final private class WindowTimeCount<Element>: Producer<Observable<Element>> {
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

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Observable<Element> {
        let sink = WindowTimeCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
