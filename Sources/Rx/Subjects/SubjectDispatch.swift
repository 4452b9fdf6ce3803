/// How a subject sends one event, decided under its lock.
@usableFromInline
enum SubjectDispatch<Element> {
    /// The single observer, unretained: the subject's `DispatchMark` is set until the call ends.
    case unretained(Unmanaged<SubjectObserverNode<Element>>)
    /// Observers held by this snapshot (several, or a dispatch already in flight), and retired
    /// observers to drop after the call.
    case retained(BagSnapshot<AnyObserver<Element>>, released: [SubjectObserverNode<Element>])

    /// Sends nothing.
    @inlinable static var none: SubjectDispatch<Element> { .retained(.empty, released: []) }
}

extension SubjectDispatch {
    /// Sends `event` as planned; after an unretained call, clears `mark`, or calls `finish`
    /// (which takes the lock and runs `SubjectObservers.finishDispatch`) when an observer was
    /// retired meanwhile.
    @inlinable @inline(__always)
    consuming func send(_ event: Event<Element>, mark: DispatchMark, finish: () -> Void) {
        switch consume self {
        case .unretained(let node):
            node._withUnsafeGuaranteedRef { $0.observer.on(event) }
            if !mark.end() { finish() }
        case .retained(let snapshot, let released):
            snapshot.dispatch(event)
            _ = consume released
        }
    }
}
