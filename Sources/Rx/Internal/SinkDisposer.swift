import Synchronization

/// Owns a subscription's sink and upstream subscription; disposes both, sink first.
///
/// Disposal may come before the sink is set (a source that completes synchronously while
/// subscribing); then the pair is disposed as soon as it is set.
final class SinkDisposer: Cancelable, @unchecked Sendable { // reason: the flags are atomic; the pair is published through them.
    private static let disposedFlag = 1
    private static let sinkAndSubscriptionSetFlag = 2

    private let state = Atomic<Int>(0)
    @exclusivity(unchecked) private nonisolated(unsafe) var sink: Disposable? // reason: written once before the set flag is published.
    @exclusivity(unchecked) private nonisolated(unsafe) var subscription: Disposable? // reason: as above.

    var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedFlag != 0 }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        let previous = state.bitwiseOr(Self.sinkAndSubscriptionSetFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.sinkAndSubscriptionSetFlag != 0 {
            rxFatalError("SinkDisposer: sink and subscription were already set.")
        }
        if previous & Self.disposedFlag != 0 {
            sink.dispose()
            subscription.dispose()
            self.sink = nil
            self.subscription = nil
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(Self.disposedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedFlag != 0 { return }
        if previous & Self.sinkAndSubscriptionSetFlag != 0 {
            guard let sink, let subscription else {
                rxFatalError("SinkDisposer: sink and subscription must be set.")
            }
            sink.dispose()
            subscription.dispose()
            self.sink = nil
            self.subscription = nil
        }
    }
}
