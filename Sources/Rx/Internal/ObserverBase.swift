import Synchronization

/// An observer that ignores everything after the first terminal event.
class ObserverBase<Element>: Disposable, ObserverType {
    private let stopped = Atomic<Bool>(false)

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .relaxed) { onCore(event) }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .relaxed) { onCore(event) }
        }
    }

    func onCore(_ event: Event<Element>) { rxAbstractMethod() }

    func dispose() { stopped.store(true, ordering: .relaxed) }
}

/// An observer backed by a closure.
final class AnonymousObserver<Element>: ObserverBase<Element> {
    typealias EventHandler = (Event<Element>) -> Void
    private let eventHandler: EventHandler

    init(_ eventHandler: @escaping EventHandler) {
        Resources.incrementTotal()
        self.eventHandler = eventHandler
    }

    override func onCore(_ event: Event<Element>) { eventHandler(event) }

    deinit { Resources.decrementTotal() }
}
