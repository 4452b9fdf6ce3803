/// A subject's observers, kept under its lock, with what lets it call a single observer
/// without retaining it.
///
/// Per event, a retain and a release of the observer cost two locked instructions, as many as
/// the lock itself. Instead, under the lock, a dispatcher that finds a single observer and no
/// dispatch in flight sets the `DispatchMark` and takes that observer's node unretained; it
/// clears the mark with a releasing store after the call. The node (an object holding a copy
/// of the observer, which Swift can call through an unretained reference) is made at the
/// first such event and kept until the observer leaves, so subscribing costs nothing more.
///
/// Whoever removes the observer while the mark is set keeps its node in `retired` and sets
/// the mark's bit 2, so that the dispatcher frees it right after its call (as RxSwift
/// releases an observer disposed during its own `onNext` when that `on` returns); failing
/// that, the next lock holder who finds no mark frees it. A dispatcher that finds the mark set
/// (re-entrant, or concurrent on another thread) retains the observers as before. So an
/// observer is never called after it was freed.
@usableFromInline
struct SubjectObservers<Element> {
    @usableFromInline typealias Node = SubjectObserverNode<Element>

    @usableFromInline var bag = Bag<AnyObserver<Element>>()
    /// The node of the observer in the bag's first slot, once an event went to it alone.
    @usableFromInline var node: Node?
    @usableFromInline var retired: [Node] = []
    @usableFromInline let mark: DispatchMark

    @inlinable init(mark: DispatchMark) { self.mark = mark }

    @inlinable var isEmpty: Bool { bag.isEmpty }

    @inlinable
    mutating func insert(_ observer: consuming AnyObserver<Element>) -> BagKey {
        bag.insert(observer)
    }

    /// Under the lock: how to send the next event. Observers retired earlier and now safe to
    /// free go with a retained plan, which drops them after the call (the rare case, so the
    /// unretained plan carries nothing to release).
    @inlinable @inline(__always)
    mutating func dispatchPlan() -> SubjectDispatch<Element> {
        if bag.pairs.isEmpty, bag.key0 != nil, retired.isEmpty, mark.isIdle {
            mark.begin()
            if node == nil { node = Node(bag.value0.unsafelyUnwrapped) }
            // Taken last, with nothing after it that could release: no retain is emitted.
            return .unretained(Unmanaged.passUnretained(node.unsafelyUnwrapped))
        }
        return .retained(bag.snapshot, released: takeReleasable())
    }

    /// Under the lock: removes the observer under `key`. Returns what the caller drops after
    /// unlocking: the observer, its node (unless a dispatch is in flight: then the node is
    /// retired) and nodes retired earlier that are now safe to free. Optionals, so that the
    /// common case (no node, nothing retired) releases nothing but the observer.
    @inlinable
    mutating func remove(_ key: BagKey) -> (AnyObserver<Element>?, Node?, [Node]?) {
        let firstSlot = bag.key0 == key
        let observer = bag.removeKey(key)
        let node = firstSlot && node != nil ? retire() : nil
        if retired.isEmpty { return (observer, node, nil) }
        return (observer, node, takeReleasable())
    }

    /// Under the lock: removes every observer and returns them, for the caller to send a
    /// terminal event to or to drop after unlocking. Nodes now safe to free move to `released`.
    @inlinable
    mutating func removeAll(released: inout [Node]) -> Bag<AnyObserver<Element>> {
        var removed = Bag<AnyObserver<Element>>()
        swap(&removed, &bag)
        if mark.isIdle {
            if let node = node.take() { retired.append(node) }
            swap(&released, &retired)
        } else {
            _ = retire()
        }
        return removed
    }

    /// Under the lock: takes the node out; returns it, or keeps it in `retired` while a
    /// dispatch is in flight.
    @inlinable
    mutating func retire() -> Node? {
        guard let node = node.take() else { return nil }
        if mark.isIdle { return node }
        retired.append(node)
        mark.noteRetired()
        return nil
    }

    /// Under the lock, after a dispatcher found bit 2 at the end of its call: clears the mark
    /// and returns the retired nodes for the caller to drop after unlocking.
    @inlinable
    mutating func finishDispatch() -> [Node] {
        mark.clear()
        var released: [Node] = []
        swap(&released, &retired)
        return released
    }

    /// The retired nodes, when no dispatch is in flight.
    @inlinable
    mutating func takeReleasable() -> [Node] {
        if retired.isEmpty || !mark.isIdle { return [] }
        var released: [Node] = []
        swap(&released, &retired)
        return released
    }
}
