/// Base of the library's operators: subscribing creates a sink through `run`.
///
/// Subscriptions made outside any scheduled work go through `CurrentThreadScheduler`'s
/// trampoline, so that synchronous sources started from inside another subscription are
/// queued rather than recursing, exactly as in RxSwift.
@usableFromInline
class Producer<Element>: Observable<Element> {
    @usableFromInline
    override init() { super.init() }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(observer)
        }
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            self.subscribeNow(observer)
        }
    }

    @inline(__always)
    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let disposer = SinkDisposer()
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// `subscribeErased` for a producer with a specialised run: the same trampoline rule as
    /// `subscribe`, without the generic observer (and its type check) on the usual path.
    @usableFromInline
    final func subscribeErased<Specialized: Producer<Element>>(_ observer: AnyObserver<Element>, producer: Specialized, run: SpecializedRun<Specialized, Element>) -> Disposable {
        if CurrentThreadScheduler.isScheduleRequired { return subscribe(observer) }
        let disposer = SinkDisposer()
        let (sink, subscription) = run(producer, observer, disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Creates the sink and subscribes it upstream. Called once per subscription.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        rxAbstractMethod()
    }
}
