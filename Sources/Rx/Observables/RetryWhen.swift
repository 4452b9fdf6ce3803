extension ObservableType {
    /// On error, sends the error to the sequence built by `notificationHandler`; each element
    /// it emits resubscribes the source, its completion completes, its error fails.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// `retry(when:)` for any error type.
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }
}

final private class RetryTriggerObserver<Element, Error: Swift.Error, Observer: ObserverType>: ObserverType where Observer.Element == Element {
    private let parent: RetryWhenSink<Element, Error, Observer>

    init(parent: RetryWhenSink<Element, Error, Observer>) { self.parent = parent }

    func on(_ event: Event<Any>) {
        switch event {
        case .next: parent.retryTriggered()
        case .error(let error): parent.forwardTerminal(.error(error))
        case .completed: parent.forwardTerminal(.completed)
        }
    }
}

final private class RetryWhenSink<Element, Error: Swift.Error, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Element {
    private let source: Observable<Element>
    private let lock = RecursiveLock()
    let errorSubject = PublishSubject<Error>()
    private let sourceSubscription = SerialDisposable()
    private let pendingMove = SerialDisposable()

    init(source: Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.source = source
        super.init(observer: observer, cancel: cancel)
    }

    func run<Trigger: ObservableType>(notifier: Trigger) -> Disposable {
        let triggerSubscription = notifier.map { $0 as Any }.subscribe(RetryTriggerObserver(parent: self))
        moveNext()
        return Disposables.create(sourceSubscription, pendingMove, triggerSubscription)
    }

    private func moveNext() {
        pendingMove.disposable = CurrentThreadScheduler.instance.schedule(()) { [weak self] _ in
            guard let self, !self.isDisposed else { return Disposables.create() }
            let disposable = SingleAssignmentDisposable()
            self.sourceSubscription.disposable = disposable
            disposable.setDisposable(self.source.subscribe(self))
            return Disposables.create()
        }
    }

    func retryTriggered() {
        lock.performLocked { moveNext() }
    }

    func forwardTerminal(_ event: Event<Element>) {
        lock.performLocked {
            forwardOn(event)
            dispose()
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            lock.performLocked { forwardOn(event) }
        case .completed:
            forwardTerminal(.completed)
        case .error(let error):
            sourceSubscription.disposable = Disposables.create()
            if let typed = error as? Error {
                errorSubject.on(.next(typed))
            } else {
                forwardTerminal(.error(error))
            }
        }
    }
}

final private class RetryWhen<Element, Trigger: ObservableType, Error: Swift.Error>: Producer<Element> {
    private let source: Observable<Element>
    private let notificationHandler: (Observable<Error>) -> Trigger

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<Error>) -> Trigger) {
        self.source = source
        self.notificationHandler = notificationHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = RetryWhenSink<Element, Error, Observer>(source: source, observer: observer, cancel: cancel)
        let notifier = notificationHandler(sink.errorSubject.asObservable())
        return (sink: sink, subscription: sink.run(notifier: notifier))
    }
}
