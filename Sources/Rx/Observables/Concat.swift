extension ObservableType {
    /// Emits this sequence's elements, then `second`'s.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Emits each sequence's elements in turn; the next is subscribed when the previous completes.
    ///
    /// `sequence` is iterated lazily, one source each time the previous one completes, and
    /// afresh for every subscription, so it may be generated on demand or never end.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Concat(sources: sequence, count: nil)
    }

    /// Emits each sequence's elements in turn.
    ///
    /// A collection's count is known, so a concat nested as its last source is walked in
    /// place of this one: `concat([a, concat([b, concat([c, ...])])])` runs in constant stack
    /// and memory however deep it goes (`maxTailRecursiveSinkStackSize` shows it).
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        Concat(sources: collection, count: collection.count)
    }

    /// Emits each sequence's elements in turn.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources, count: sources.count)
    }
}

/// One level of the walk: where it is in a concat's sources, and how many are left when the
/// count is known.
private struct ConcatLevel<Element> {
    var iterator: AnyIterator<Observable<Element>>
    var remaining: Int?
}

/// Subscribes to the sources one after another, as RxSwift's tail-recursive sink does.
///
/// Moving to the next source goes through a per-sink gate: the first source is subscribed at
/// once, and a chain of synchronous sources never grows the stack. A source that is itself a
/// concat over the same kind of sequence is not subscribed: its sources are walked by this
/// sink, as a new level on top of the current one. A level whose last source was taken is
/// dropped before the nested one is pushed, so a concat nested last in a collection never
/// deepens the walk; a sequence of unknown length keeps its level until it says it has no
/// more.
final private class ConcatSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    // The walk, touched only inside `gate`, one step at a time. The top level is kept apart
    // from the ones below it, so a concat that nests nothing allocates no stack.
    private var current: ConcatLevel<Element>?
    private var below: [ConcatLevel<Element>] = []
    private let parent: Concat<Element>
    private let subscription = SerialDisposable()
    private let gate = TailRecursionGate()

    init(parent: Concat<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        current = parent.makeLevel()
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        moveNext()
        return subscription
    }

    private func moveNext() {
        gate.run { subscribeNext() }
    }

    private func subscribeNext() {
        guard let source = nextSource() else {
            if isDisposed { return }
            forwardOn(.completed)
            dispose()
            return
        }
        let disposable = SingleAssignmentDisposable()
        subscription.disposable = disposable
        disposable.setDisposable(source.subscribe(self))
    }

    /// The next source to subscribe, walking nested concats in place; nil when every level is
    /// exhausted or the sink was disposed while iterating.
    private func nextSource() -> Observable<Element>? {
        while !isDisposed {
            if current == nil {
                guard let level = below.popLast() else { return nil }
                current = level
            }
            guard let candidate = current!.iterator.next() else {
                current = nil
                continue
            }
            if let remaining = current!.remaining {
                if remaining > 1 { current!.remaining = remaining - 1 } else { current = nil }
            }
            guard let nested = parent.sameKind(as: candidate) else { return candidate }
            if let current { below.append(current) }
            current = nested.makeLevel()
            TailRecursiveSinkStackSize.record(below.count + 1)
        }
        return nil
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            moveNext()
        }
    }

    override func dispose() {
        gate.dispose()
        super.dispose()
    }
}

final private class Concat<Element>: Producer<Element> {
    /// The number of sources when known (a collection's count), nil for a plain sequence.
    private let count: Int?
    /// The type of the sequence of sources: as in RxSwift, a nested concat is walked in place
    /// only when its sources are the same kind of sequence.
    private let sequenceType: ObjectIdentifier
    private let makeIterator: () -> AnyIterator<Observable<Element>>

    init<Sources: Sequence>(sources: Sources, count: Int?) where Sources.Element == Observable<Element> {
        self.count = count
        sequenceType = ObjectIdentifier(Sources.self)
        makeIterator = { AnyIterator(sources.makeIterator()) }
    }

    /// A fresh walk of the sources, for one subscription.
    fileprivate func makeLevel() -> ConcatLevel<Element> {
        ConcatLevel(iterator: makeIterator(), remaining: count)
    }

    /// `source` as a concat to walk in place of subscribing it, or nil. Concat is final, so
    /// comparing dynamic types is the cast, without a generic cast per source.
    fileprivate func sameKind(as source: Observable<Element>) -> Concat<Element>? {
        guard ObjectIdentifier(type(of: source)) == ObjectIdentifier(type(of: self)) else { return nil }
        let nested = unsafeDowncast(source, to: Concat<Element>.self)
        return nested.sequenceType == sequenceType ? nested : nil
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ConcatSink(parent: self, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run())
    }
}
