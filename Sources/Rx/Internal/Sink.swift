import Synchronization

/// The working part of an operator subscription: forwards events downstream until disposed.
///
/// Single-threaded by contract per subscription (RxSwift's serialisation rule: a source never
/// calls `on` concurrently), so the only synchronisation is the atomic disposed flag.
@usableFromInline
class Sink<Observer: ObserverType>: Disposable {
    @usableFromInline final let observer: Observer
    @usableFromInline final let cancel: Cancelable
    @usableFromInline final let disposed = Atomic<Bool>(false)

    @usableFromInline
    init(observer: Observer, cancel: Cancelable) {
        Resources.incrementTotal()
        self.observer = observer
        self.cancel = cancel
    }

    /// Forwards `event` downstream unless the sink is disposed.
    @inlinable @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if disposed.load(ordering: .relaxed) { return }
        observer.on(event)
    }

    /// An observer that forwards into this sink's downstream (used by sinks that subscribe
    /// inner sequences directly to the downstream).
    final func forwarder() -> SinkForward<Observer> { SinkForward(forward: self) }

    @inlinable
    final var isDisposed: Bool { disposed.load(ordering: .relaxed) }

    @usableFromInline
    func dispose() {
        disposed.store(true, ordering: .relaxed)
        cancel.dispose()
    }

    deinit { Resources.decrementTotal() }
}

/// Forwards events into a sink's downstream, stopping the sink on a terminal event.
struct SinkForward<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    let forward: Sink<Observer>

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward.observer.on(event)
        case .error, .completed:
            forward.observer.on(event)
            forward.cancel.dispose()
        }
    }
}
