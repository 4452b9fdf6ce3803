import Synchronization

/// Owns a subscription's sink and upstream subscription; disposes both, sink first.
///
/// Disposal may come before the sink is set (a source that completes synchronously while
/// subscribing); then the pair is disposed as soon as it is set.
@usableFromInline
final class SinkDisposer: Cancelable, @unchecked Sendable { // reason: the flags are atomic; the pair is published through them.
    private static let disposedFlag = 1
    private static let sinkAndSubscriptionSetFlag = 2

    private let state = Atomic<Int>(0)
    // Not optionals: an optional existential's tag is read and written through runtime calls,
    // which showed up at every operator subscription. An empty slot holds `NopDisposable`.
    @exclusivity(unchecked) private nonisolated(unsafe) var sink: Disposable = NopDisposable() // reason: written once before the set flag is published.
    @exclusivity(unchecked) private nonisolated(unsafe) var subscription: Disposable = NopDisposable() // reason: as above.

    @usableFromInline
    var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedFlag != 0 }

    func setSinkAndSubscription(sink: consuming Disposable, subscription: consuming Disposable) {
        self.sink = consume sink
        self.subscription = consume subscription
        let previous = state.bitwiseOr(Self.sinkAndSubscriptionSetFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.sinkAndSubscriptionSetFlag != 0 {
            rxFatalError("SinkDisposer: sink and subscription were already set.")
        }
        if previous & Self.disposedFlag != 0 { disposeSinkAndSubscription() }
    }

    @usableFromInline
    func dispose() {
        let previous = state.bitwiseOr(Self.disposedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedFlag != 0 { return }
        if previous & Self.sinkAndSubscriptionSetFlag != 0 { disposeSinkAndSubscription() }
    }

    /// Disposes the pair, sink first, swapping each out of its slot (no copy of the
    /// existential) so the slots are empty afterwards. Called once, by whichever of `dispose`
    /// and `setSinkAndSubscription` comes second.
    private func disposeSinkAndSubscription() {
        var sink: Disposable = NopDisposable()
        var subscription: Disposable = NopDisposable()
        swap(&sink, &self.sink)
        swap(&subscription, &self.subscription)
        sink.dispose()
        subscription.dispose()
    }
}
