extension ObservableType {
    /// A sequence whose subscription runs `subscribe`, which emits through the given observer
    /// and returns what cancels it. Events after a terminal event are ignored.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

@usableFromInline
final class AnonymousObservableSink<Element>: Sink<AnyObserver<Element>>, ObserverType {
    // Touched only by `on`, which the serialisation contract never calls concurrently, and no
    // access spans a call: the specialised `on` skips dynamic exclusivity checks.
    @usableFromInline @exclusivity(unchecked) var isStopped = false

    @inlinable
    override init(observer: AnyObserver<Element>, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isStopped { return }
            forwardOn(event)
        case .error, .completed:
            if isStopped { return }
            isStopped = true
            forwardOn(event)
            dispose()
        }
    }
}

/// The `create` producer; its `specializedRun` is compiled where `create` is called.
@usableFromInline
final class AnonymousObservable<Element>: Producer<Element> {
    @usableFromInline typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable
    @usableFromInline let subscribeHandler: SubscribeHandler
    @usableFromInline let specializedRun: SpecializedRun<AnonymousObservable<Element>, Element>

    @inlinable
    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
        self.specializedRun = { observable, observer, cancel in
            let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
            let subscription = observable.subscribeHandler(AnyObserver(eventHandler: sink.on))
            return (sink: sink, subscription: subscription)
        }
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        specializedRun(self, AnyObserver(observer), cancel)
    }

    override func subscribeErased(_ observer: consuming AnyObserver<Element>) -> Disposable {
        subscribeErased(observer, producer: self, run: specializedRun)
    }
}
