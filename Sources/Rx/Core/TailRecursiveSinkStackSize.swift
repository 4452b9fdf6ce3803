import Synchronization

/// The deepest walk a `concat` subscription reached, in levels of nested concats it walked
/// itself instead of subscribing to them, since this was last set (tests set it to 0 first).
///
/// A diagnostic for tests, as in RxSwift: concatenating a recursively built collection,
/// `concat([a, concat([b, concat([c, ...])])])`, keeps it at 1, because the outer level is
/// dropped once its last source is taken; a sequence of unknown length keeps every level
/// until it ends, so it grows with the nesting. RxSwift declares it only in `DEBUG` and
/// `TRACE_RESOURCES` builds; here it is always there (one atomic operation per nested
/// concat walked, none per event) and safe to read from any thread.
public var maxTailRecursiveSinkStackSize: Int {
    get { TailRecursiveSinkStackSize.deepest.load(ordering: .relaxed) }
    set { TailRecursiveSinkStackSize.deepest.store(newValue, ordering: .relaxed) }
}

/// Storage and update of `maxTailRecursiveSinkStackSize`.
enum TailRecursiveSinkStackSize {
    static let deepest = Atomic<Int>(0)

    /// Raises the maximum to `depth` if it is deeper. Called by the concat sink after it
    /// pushed a nested level.
    static func record(_ depth: Int) {
        deepest.max(depth, ordering: .relaxed)
    }
}
