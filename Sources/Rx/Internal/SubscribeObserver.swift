import Synchronization

/// What `subscribe(onNext:onError:onCompleted:onDisposed:)` returns: disposing it disposes
/// the upstream subscription, then runs `onDisposed` (at most once, also after a terminal
/// event), exactly like RxSwift's pair of the subscription and an anonymous disposable.
///
/// It holds none of the element closures: those live in the `SubscribeObserver` that the
/// upstream holds, so once this is disposed (or the sequence ended and the upstream let go
/// of its observer) a subscription that is still held keeps nothing of its subscriber alive,
/// as in RxSwift. `onDisposed` is dropped once it ran.
///
/// Non-generic, so that disposing it through a `Disposable` existential runs fully optimised
/// code.
@usableFromInline
class SubscribeDisposable: DisposeBase, Cancelable, @unchecked Sendable { // reason: the flags are atomic; the subscription is published through them.
    // Flags in `state`: 1 disposed, 2 subscription set, 4 onDisposed ran (or is running),
    // 8 observer stopped, 16 the slot is being looked at after the end of the sequence (see
    // `releaseEndedChain`). Kept here: an atomic stored in the generic subclass crashes the
    // 6.3 optimiser under cross-module optimisation.
    @usableFromInline let state = Atomic<Int>(0)
    // Read and cleared only by the single winner of flag 4.
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var onDisposed: (() -> Void)? // reason: as above.
    // Written once before flag 2 is published, then cleared only by the single winner of flag 1.
    // Not an optional (see `SinkDisposer`): empty holds `NopDisposable`.
    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var subscription: Disposable = NopDisposable() // reason: as above.

    /// Inlinable down to `DisposeBase`, so that `subscribe(onNext:…)` compiles to straight-line
    /// code in the client, where the closures move into the object instead of being copied.
    @inlinable
    init(onDisposed: (() -> Void)?) {
        self.onDisposed = onDisposed
        super.init()
    }

    public final var isDisposed: Bool { state.load(ordering: .acquiring) & 1 != 0 }

    /// Called once by `subscribe(onNext:…)` with the upstream subscription; disposes it at once
    /// if this was disposed meanwhile.
    @usableFromInline
    final func setSubscription(_ subscription: consuming Disposable) {
        self.subscription = consume subscription
        let previous = state.bitwiseOr(2, ordering: .acquiringAndReleasing).oldValue
        if previous & 1 != 0 {
            takeSubscription().dispose()
        } else if previous & 8 != 0 {
            releaseEndedChain()
        }
    }

    /// Moves the subscription out, leaving the slot empty; by the single owner of the slot.
    private final func takeSubscription() -> Disposable {
        var subscription: Disposable = NopDisposable()
        swap(&subscription, &self.subscription)
        return subscription
    }

    public final func dispose() {
        // Flag 4 with flag 1: one atomic operation instead of two; `onDisposed` still runs
        // once, after the subscription is disposed.
        let previous = state.bitwiseOr(1 | 4, ordering: .acquiringAndReleasing).oldValue
        if previous & 1 != 0 { return }
        if previous & 2 != 0 && previous & 16 == 0 { takeSubscription().dispose() }
        if previous & 4 == 0 { takeOnDisposed()?() }
    }

    /// Moves `onDisposed` out, so that it is released once it ran; by the winner of flag 4.
    private final func takeOnDisposed() -> (() -> Void)? {
        let action = onDisposed
        onDisposed = nil
        return action
    }

    /// Runs `onDisposed` the first time only: after a terminal event or on disposal.
    @usableFromInline
    final func runOnDisposed() {
        if state.bitwiseOr(4, ordering: .acquiringAndReleasing).oldValue & 4 != 0 { return }
        takeOnDisposed()?()
    }

    /// After the end of the sequence: lets go of an upstream `ChainSink` (`map`, `filter`),
    /// which disposes itself right after forwarding the end, so that the sink and this
    /// object, which it holds as its observer, are freed even if this subscription is never
    /// disposed. Any other subscription stays until this one is disposed, as in RxSwift.
    ///
    /// Flag 16 makes this the slot's single owner while it looks; a `dispose` meanwhile
    /// leaves the slot to it, and it disposes what is left there once it lets go.
    @usableFromInline
    final func releaseEndedChain() {
        var current = state.load(ordering: .acquiring)
        while true {
            if current & (1 | 16) != 0 || current & 2 == 0 { return }
            let (exchanged, original) = state.compareExchange(expected: current, desired: current | 16, ordering: .acquiringAndReleasing)
            if exchanged { break }
            current = original
        }
        if subscription is ChainSink { _ = takeSubscription() }
        if state.bitwiseAnd(~16, ordering: .acquiringAndReleasing).oldValue & 1 != 0 {
            takeSubscription().dispose()
        }
    }
}

/// The observer of `subscribe(onNext:onError:onCompleted:onDisposed:)`: calls the closures
/// and ignores everything after the first terminal event. Only the upstream holds it, so the
/// closures (and what they capture) go when the upstream lets go of it: on disposal, or after
/// the end of the sequence. Inlinable, so its `on` is specialised for the client's element type.
@usableFromInline
final class SubscribeObserver<Element>: @unchecked Sendable { // reason: the closures are immutable; the flags are the disposable's atomics.
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline let disposable: SubscribeDisposable

    @inlinable
    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, disposable: SubscribeDisposable) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposable = disposable
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if disposable.state.load(ordering: .relaxed) & 8 != 0 { return }
            onNext?(value)
        case .error(let error):
            if disposable.state.bitwiseOr(8, ordering: .relaxed).oldValue & 8 != 0 { return }
            if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler([], error)
            }
            disposable.runOnDisposed()
            disposable.releaseEndedChain()
        case .completed:
            if disposable.state.bitwiseOr(8, ordering: .relaxed).oldValue & 8 != 0 { return }
            onCompleted?()
            disposable.runOnDisposed()
            disposable.releaseEndedChain()
        }
    }
}
