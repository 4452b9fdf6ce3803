import Synchronization

/// An observer backed by a closure; ignores everything after the first terminal event.
///
/// Final and inlinable, so that `subscribe(_:)` specialises the per-event path for the
/// client's element type.
@usableFromInline
final class AnonymousObserver<Element>: Disposable, ObserverType {
    @usableFromInline typealias EventHandler = (Event<Element>) -> Void
    @usableFromInline let eventHandler: EventHandler
    @usableFromInline let stopped = Atomic<Bool>(false)

    @inlinable
    init(_ eventHandler: @escaping EventHandler) {
        Resources.incrementTotal()
        self.eventHandler = eventHandler
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .relaxed) { eventHandler(event) }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .relaxed) { eventHandler(event) }
        }
    }

    @inlinable
    func dispose() { stopped.store(true, ordering: .relaxed) }

    deinit { Resources.decrementTotal() }
}
