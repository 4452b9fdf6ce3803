extension ObservableType {
    /// Emits this sequence's elements, then `second`'s.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Emits each sequence's elements in turn; the next is subscribed when the previous completes.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Concat(sources: Array(sequence))
    }

    /// Emits each sequence's elements in turn.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        Concat(sources: Array(collection))
    }

    /// Emits each sequence's elements in turn.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources)
    }
}

/// Subscribes to the sources one after another. Moving to the next source goes through a
/// per-sink gate, as RxSwift's tail-recursive sink does: the first source is subscribed at
/// once, and a chain of synchronous sources never grows the stack.
final private class ConcatSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let sources: [Observable<Element>]
    private var index = 0
    private let subscription = SerialDisposable()
    private let gate = TailRecursionGate()

    init(sources: [Observable<Element>], observer: Observer, cancel: Cancelable) {
        self.sources = sources
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
        if isDisposed { return }
        guard index < sources.count else {
            forwardOn(.completed)
            dispose()
            return
        }
        let source = sources[index]
        index += 1
        let disposable = SingleAssignmentDisposable()
        subscription.disposable = disposable
        disposable.setDisposable(source.subscribe(self))
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
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) { self.sources = sources }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ConcatSink(sources: sources, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run())
    }
}
