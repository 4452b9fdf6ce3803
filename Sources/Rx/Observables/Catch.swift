extension ObservableType {
    /// On error, continues with the sequence `handler` returns for that error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// On error, emits `element` and completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) })
    }

    /// On error, continues with the next sequence; the last error ends the sequence when none
    /// is left.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        CatchSequence(sources: AnySequence(sequence))
    }
}

final private class CatchSinkProxy<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    private let parent: CatchSink<Observer>

    init(parent: CatchSink<Observer>) { self.parent = parent }

    func on(_ event: Event<Element>) {
        parent.forwardOn(event)
        if event.isStopEvent { parent.dispose() }
    }
}

final private class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let handler: (Swift.Error) throws -> Observable<Element>
    private let subscription = SerialDisposable()

    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(source.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            do {
                let catchSequence = try handler(error)
                subscription.disposable = catchSequence.subscribe(CatchSinkProxy(parent: self))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}

final private class Catch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source))
    }
}

/// Subscribes to the sources in turn while they fail. Moving on goes through a per-sink
/// gate, as RxSwift's tail-recursive sink does (see `TailRecursionGate`).
final private class CatchSequenceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private var iterator: AnySequence<Observable<Element>>.Iterator
    private var lastError: Swift.Error?
    private let subscription = SerialDisposable()
    private let gate = TailRecursionGate()

    init(sources: AnySequence<Observable<Element>>, observer: Observer, cancel: Cancelable) {
        self.iterator = sources.makeIterator()
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
        guard let source = iterator.next() else {
            if let lastError {
                forwardOn(.error(lastError))
            } else {
                forwardOn(.completed)
            }
            dispose()
            return
        }
        let disposable = SingleAssignmentDisposable()
        subscription.disposable = disposable
        disposable.setDisposable(source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error(let error):
            lastError = error
            moveNext()
        case .completed:
            forwardOn(event)
            dispose()
        }
    }

    override func dispose() {
        gate.dispose()
        super.dispose()
    }
}

final private class CatchSequence<Element>: Producer<Element> {
    private let sources: AnySequence<Observable<Element>>

    init(sources: AnySequence<Observable<Element>>) { self.sources = sources }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CatchSequenceSink(sources: sources, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run())
    }
}
