import Rx

/// A data-store field that others can observe: how a destination scene passes data back to
/// the scene that routed to it.
///
/// Clean Swift routers pass data forward by writing into the destination's data store before
/// showing it. Passing back has no such moment (the source is already on screen), so the
/// source hands the destination a `ReactiveDataStore` and observes `changes`; the destination's
/// interactor writes its result with `update(_:)`, and its router only routes back.
///
/// Single-threaded by contract: update it on the scene's scheduler.
public final class ReactiveDataStore<Value> {
    private let relay: BehaviorRelay<Value>

    /// A store holding `value`.
    public init(_ value: Value) {
        relay = BehaviorRelay(value: value)
    }

    /// The current value.
    public var value: Value { relay.value }

    /// Stores `value` and sends it to every observer of `changes`.
    public func update(_ value: Value) { relay.accept(value) }

    /// The current value on subscription, then every update.
    public var changes: Observable<Value> { relay.asObservable() }
}

extension ReactiveDataStore: ObservableConvertibleType {
    public typealias Element = Value

    /// Same as `changes`.
    public func asObservable() -> Observable<Value> { changes }
}
