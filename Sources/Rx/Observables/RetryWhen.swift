extension ObservableType {
    /// On error, sends the error to the sequence built by `notificationHandler`; an element it
    /// emits after a failure resubscribes the source, its completion completes, its error fails.
    /// The handler's sequence is subscribed once, before the source; what it emits while no
    /// failure is waiting is ignored, and its completion takes effect at the next failure.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// `retry(when:)` for any error type.
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }
}

/// Listens to the trigger for one failed attempt: an element starts the next attempt, a
/// terminal event ends the whole sequence.
final private class RetryTriggerObserver<Element, Error: Swift.Error, Observer: ObserverType>: ObserverType where Observer.Element == Element {
    private let parent: RetryWhenSink<Element, Error, Observer>

    init(parent: RetryWhenSink<Element, Error, Observer>) { self.parent = parent }

    func on(_ event: Event<Void>) {
        switch event {
        case .next:
            parent.moveNext()
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        case .completed:
            parent.forwardOn(.completed)
            parent.dispose()
        }
    }
}

/// One subscription to the source. On an error it unsubscribes the source, starts listening
/// to the trigger (only now: trigger events before a failure are not retries), then hands the
/// error to the notification handler.
final private class RetryWhenAttempt<Element, Error: Swift.Error, Observer: ObserverType>: ObserverType, Disposable where Observer.Element == Element {
    private let parent: RetryWhenSink<Element, Error, Observer>
    private let sourceSubscription = SingleAssignmentDisposable()
    private let triggerSubscription = SingleAssignmentDisposable()

    init(parent: RetryWhenSink<Element, Error, Observer>) { self.parent = parent }

    func start(_ source: Observable<Element>) {
        sourceSubscription.setDisposable(source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error(let error):
            guard let failure = error as? Error else {
                parent.forwardOn(.error(error))
                parent.dispose()
                return
            }
            sourceSubscription.dispose()
            triggerSubscription.setDisposable(parent.notifier.subscribe(RetryTriggerObserver(parent: parent)))
            parent.errorSubject.on(.next(failure))
        case .completed:
            parent.forwardOn(event)
            parent.dispose()
        }
    }

    func dispose() {
        sourceSubscription.dispose()
        triggerSubscription.dispose()
    }
}

/// Subscribes the trigger (through `notifier`) first, then the source; each trigger element
/// that follows a failure subscribes the source again, through a per-sink gate as RxSwift's
/// tail-recursive sink does.
final private class RetryWhenSink<Element, Error: Swift.Error, Observer: ObserverType>: Sink<Observer> where Observer.Element == Element {
    private let source: Observable<Element>
    private let gate = TailRecursionGate()
    private let attemptSubscription = SerialDisposable()
    /// The errors, as the notification handler sees them.
    let errorSubject = PublishSubject<Error>()
    /// The trigger's events, relayed to whichever attempt is waiting for them.
    let notifier = PublishSubject<Void>()

    init(source: Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.source = source
        super.init(observer: observer, cancel: cancel)
    }

    func run<Trigger: ObservableType>(trigger: Trigger) -> Disposable {
        let triggerSubscription = trigger.map { _ in () }.subscribe(notifier)
        moveNext()
        return Disposables.create(attemptSubscription, triggerSubscription)
    }

    /// Starts the next attempt. Called at subscription and by the trigger.
    func moveNext() {
        gate.run { subscribeNext() }
    }

    private func subscribeNext() {
        if isDisposed { return }
        let attempt = RetryWhenAttempt(parent: self)
        attemptSubscription.disposable = attempt
        attempt.start(source)
    }

    override func dispose() {
        gate.dispose()
        super.dispose()
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
        let trigger = notificationHandler(sink.errorSubject.asObservable())
        return (sink: sink, subscription: sink.run(trigger: trigger))
    }
}
