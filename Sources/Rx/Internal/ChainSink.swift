import Synchronization

/// The sink of an operator that is also its own subscription: it holds the upstream
/// subscription and disposes it, so subscribing through `map` or `filter` makes one object
/// instead of a sink and a `SinkDisposer`.
///
/// Disposal is RxSwift's, in the same order: the sink stops forwarding, then the upstream
/// subscription is disposed. Disposal may come before the upstream subscription is set (a
/// source that ends while it is being subscribed); the subscription is then disposed as soon
/// as it is set. A subclass disposes itself right after forwarding a terminal event
/// (`ChainSinkOf.forwardTerminal`); `SubscribeDisposable` relies on that to let go of a sink
/// whose sequence ended, since the sink holds it as its observer.
///
/// Non-generic, so disposing one through a `Disposable` existential runs optimised code; the
/// element-typed half (the observer, `on`) is `ChainSinkOf` and the operators' subclasses.
@usableFromInline
class ChainSink: Cancelable {
    // Flags in `state`: 1 disposed, 2 upstream subscription set. The atomic stays in this
    // non-generic class: one in a generic class crashed the 6.3 optimiser under
    // cross-module optimisation.
    @usableFromInline final let state = Atomic<Int>(0)
    // Written once before flag 2 is published, emptied only by the single winner of the
    // disposal. Not an optional (see `SinkDisposer`): empty holds `NopDisposable`.
    @exclusivity(unchecked) private final nonisolated(unsafe) var upstream: Disposable = NopDisposable() // reason: as above.
    /// The `SinkDisposer` returned by the generic `subscribe`, which a user's observer may
    /// hold: told when this sink is disposed, so that it lets go of the sink (and of the
    /// observer the sink holds) at the end of the sequence, as in RxSwift. `nil` on the
    /// library's own paths (`subscribeErased`).
    @usableFromInline final let owner: SinkDisposer?

    @usableFromInline
    init(owner: SinkDisposer?) {
        Resources.incrementTotal()
        self.owner = owner
    }

    deinit { Resources.decrementTotal() }

    @usableFromInline
    final var isDisposed: Bool { state.load(ordering: .acquiring) & 1 != 0 }

    /// Called once, with the subscription to the upstream source; disposes it at once if
    /// this sink was disposed meanwhile.
    @usableFromInline
    final func setUpstream(_ upstream: consuming Disposable) {
        self.upstream = consume upstream
        let previous = state.bitwiseOr(2, ordering: .acquiringAndReleasing).oldValue
        if previous & 1 != 0 { takeUpstream().dispose() }
    }

    /// Stops the sink, then disposes the upstream subscription; later calls do nothing.
    @usableFromInline
    final func dispose() {
        let previous = state.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue
        if previous & 1 != 0 { return }
        if previous & 2 != 0 { takeUpstream().dispose() }
        owner?.dispose()
    }

    /// Moves the upstream subscription out, leaving the slot empty; by the single winner.
    private final func takeUpstream() -> Disposable {
        var upstream: Disposable = NopDisposable()
        swap(&upstream, &self.upstream)
        return upstream
    }
}

/// A `ChainSink` that forwards elements of type `Element` to its downstream observer.
@usableFromInline
class ChainSinkOf<Element>: ChainSink {
    @usableFromInline final let observer: AnyObserver<Element>

    @inlinable
    init(observer: AnyObserver<Element>, owner: SinkDisposer?) {
        self.observer = observer
        super.init(owner: owner)
    }

    /// Forwards `event` downstream unless the sink is disposed. A relaxed load: disposal is
    /// a stop request, and events are serialised per subscription.
    @inlinable @inline(__always)
    final func forwardOn(_ event: Event<Element>) {
        if state.load(ordering: .relaxed) & 1 != 0 { return }
        observer.on(event)
    }

    /// Forwards a terminal event, then disposes the sink (RxSwift's order).
    @inlinable @inline(__always)
    final func forwardTerminal(_ event: Event<Element>) {
        forwardOn(event)
        dispose()
    }
}

/// Makes a `ChainSink` for one subscription and subscribes it upstream: given the producer,
/// the downstream observer and the owner (see `ChainSink.owner`). Like `SpecializedRun`, a
/// closure written in the producer's inlinable initialiser, so it is compiled specialised in
/// the client.
@usableFromInline
typealias ChainRun<Producer, Element> = (Producer, consuming AnyObserver<Element>, SinkDisposer?) -> ChainSink

extension Producer {
    /// `subscribeErased` for a producer whose sinks are `ChainSink`s: the sink itself is the
    /// subscription. Subscriptions made outside scheduled work go through the trampoline, as
    /// in `subscribe`.
    @usableFromInline
    final func subscribeChain<Specialized: Producer<Element>>(_ observer: consuming AnyObserver<Element>, producer: Specialized, run: @escaping ChainRun<Specialized, Element>) -> Disposable {
        if CurrentThreadScheduler.isScheduleRequired {
            let observer = copy observer
            return CurrentThreadScheduler.instance.schedule(()) { _ in run(producer, observer, nil) }
        }
        return run(producer, observer, nil)
    }

    /// `subscribe` for such a producer: what it returns is a `SinkDisposer`, told by the sink
    /// when it ends, so that an observer holding its own subscription is not kept in a cycle
    /// with the sink after the end of the sequence.
    @usableFromInline
    final func subscribeChainOwned<Specialized: Producer<Element>>(_ observer: AnyObserver<Element>, producer: Specialized, run: @escaping ChainRun<Specialized, Element>) -> Disposable {
        if CurrentThreadScheduler.isScheduleRequired {
            return CurrentThreadScheduler.instance.schedule(()) { _ in Self.ownedChain(observer, producer: producer, run: run) }
        }
        return Self.ownedChain(observer, producer: producer, run: run)
    }

    private static func ownedChain<Specialized: Producer<Element>>(_ observer: AnyObserver<Element>, producer: Specialized, run: ChainRun<Specialized, Element>) -> Disposable {
        let owner = SinkDisposer()
        let sink = run(producer, observer, owner)
        owner.setSinkAndSubscription(sink: sink, subscription: NopDisposable())
        return owner
    }
}
