import Synchronization

/// Disposes two disposables, in order, once; thread-safe.
final class BinaryDisposable: DisposeBase, Cancelable, @unchecked Sendable { // reason: the pair is taken out exactly once under an atomic flag.
    private let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private nonisolated(unsafe) var first: Disposable? // reason: cleared only by the single winner of `disposed`.
    @exclusivity(unchecked) private nonisolated(unsafe) var second: Disposable? // reason: as above.

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
        super.init()
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let (first, second) = (self.first, self.second)
        self.first = nil
        self.second = nil
        first?.dispose()
        second?.dispose()
    }
}
