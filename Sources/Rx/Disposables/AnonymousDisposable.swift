import Synchronization

/// Runs a closure the first time it is disposed; thread-safe.
final class AnonymousDisposable: DisposeBase, Cancelable, @unchecked Sendable { // reason: the action is taken out exactly once under an atomic flag.
    private let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private nonisolated(unsafe) var action: (() -> Void)? // reason: written once in init, read and cleared only by the single winner of `disposed`.

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    init(_ action: @escaping () -> Void) {
        self.action = action
        super.init()
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
