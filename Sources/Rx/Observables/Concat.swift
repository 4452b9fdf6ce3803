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
private struct ConcatLevel<Sources: Sequence> {
    var iterator: Sources.Iterator
    var remaining: Int?
}

/// Subscribes to the sources one after another, as RxSwift's tail-recursive sink does.
///
/// Moving to the next source goes through a per-sink gate: the first source is subscribed at
/// once, and a chain of synchronous sources never grows the stack. A source that is itself a
/// concat over the same kind of sequence is not subscribed: its iterator is pushed on
/// `levels` and walked by this sink. A level whose last source was taken is dropped before
/// the nested one is pushed, so a concat nested last in a collection never deepens the walk;
/// a sequence of unknown length keeps its level until it says it has no more.
final private class ConcatSink<Sources: Sequence, Observer: ObserverType>: Sink<Observer>, ObserverType where Sources.Element == Observable<Observer.Element> {
    typealias Element = Observer.Element

    /// Touched only inside `gate`, one step at a time.
    private var levels: [ConcatLevel<Sources>]
    private let subscription = SerialDisposable()
    private let gate = TailRecursionGate()

    init(sources: Sources, count: Int?, observer: Observer, cancel: Cancelable) {
        levels = [ConcatLevel(iterator: sources.makeIterator(), remaining: count)]
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

    /// The next source to subscribe, flattening nested concats; nil when every level is
    /// exhausted or the sink was disposed while iterating.
    private func nextSource() -> Observable<Element>? {
        while var level = levels.popLast() {
            if isDisposed {
                levels.append(level)
                return nil
            }
            guard let candidate = level.iterator.next() else { continue }
            if let remaining = level.remaining {
                if remaining > 1 { levels.append(ConcatLevel(iterator: level.iterator, remaining: remaining - 1)) }
            } else {
                levels.append(level)
            }
            guard let nested = candidate as? Concat<Sources, Element> else { return candidate }
            levels.append(ConcatLevel(iterator: nested.sources.makeIterator(), remaining: nested.count))
            TailRecursiveSinkStackSize.record(levels.count)
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

final private class Concat<Sources: Sequence, Element>: Producer<Element> where Sources.Element == Observable<Element> {
    fileprivate let sources: Sources
    /// The number of sources when known (a collection's count), nil for a plain sequence.
    fileprivate let count: Int?

    init(sources: Sources, count: Int?) {
        self.sources = sources
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ConcatSink(sources: sources, count: count, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run())
    }
}
