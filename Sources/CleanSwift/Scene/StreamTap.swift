import Rx

/// The events a scene's own subscription of a stream receives, published again, so that an
/// observer (the shell's `watch`) sees exactly that stream without subscribing to it.
///
/// A seed's streams are often cold and unshared (`Interactor.response` is built anew on each
/// access): a second subscriber would mean a second worker call per request. The configurator
/// puts `tapped(by:)` where the cycle subscribes, and `events` carries every event of every
/// subscription made through that point, `completed` and errors included, as they happen.
/// An observer of `events` sees only what happens after it subscribed (no replay), and ends
/// with the tapped stream.
///
/// Single-threaded by contract, as the scene is: events arrive on the scene's scheduler.
public final class StreamTap<Element> {
    private let relay = PublishRelay<Event<Element>>()

    public init() {}

    /// What the tapped subscriptions receive from now on, as the same events.
    public var events: Observable<Element> { relay.asObservable().dematerialize() }

    fileprivate func send(_ event: Event<Element>) { relay.accept(event) }
}

extension ObservableType {
    /// Hands each event to `tap` before passing it on unchanged.
    public func tapped(by tap: StreamTap<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            source.subscribe { event in
                tap.send(event)
                observer.on(event)
            }
        }
    }
}

extension SharedSequenceConvertibleType {
    /// Hands each element, and the completion, to `tap` before passing them on unchanged; the
    /// result is a trait of the same kind (a `Driver` stays a `Driver`).
    public func tapped(by tap: StreamTap<Element>) -> SharedSequence<SharingStrategy, Element> {
        asSharedSequence().do(onNext: { tap.send(.next($0)) }, onCompleted: { tap.send(.completed) })
    }
}
