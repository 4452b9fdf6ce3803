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
    ///
    /// The sources are walked by one subscription: a source that is itself a
    /// `catch(sequence:)` over the same kind of sequence is not subscribed, its sources are
    /// walked in its place, as RxSwift does (each such level is kept until its sources run
    /// out, so `maxTailRecursiveSinkStackSize` grows with the nesting while the call stack
    /// does not).
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        CatchSequence(sources: sequence)
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
/// gate, as RxSwift's tail-recursive sink does (see `TailRecursionGate`). A source that is a
/// `CatchSequence` over the same kind of sequence is walked as a new level on top of the
/// current one; a level is dropped when its iterator runs out (its length is never assumed,
/// as in RxSwift).
final private class CatchSequenceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    // The walk, touched only inside `gate`, one step at a time: the top level apart from
    // the ones below it, so a catch that nests nothing allocates no stack.
    private var current: AnyIterator<Observable<Element>>?
    private var below: [AnyIterator<Observable<Element>>] = []
    private let parent: CatchSequence<Element>
    private var lastError: Swift.Error?
    private let subscription = SerialDisposable()
    private let gate = TailRecursionGate()

    init(parent: CatchSequence<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        current = parent.makeIterator()
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

    /// The next source to subscribe, walking nested catches in place; nil when every level
    /// is exhausted or the sink was disposed while iterating.
    private func nextSource() -> Observable<Element>? {
        while !isDisposed {
            if current == nil {
                guard let level = below.popLast() else { return nil }
                current = level
            }
            guard let candidate = current!.next() else {
                current = nil
                continue
            }
            guard let nested = parent.sameKind(as: candidate) else { return candidate }
            below.append(current!)
            current = nested.makeIterator()
            TailRecursiveSinkStackSize.record(below.count + 1)
        }
        return nil
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
    /// The type of the sequence of sources: as in RxSwift, a nested catch is walked in place
    /// only when its sources are the same kind of sequence.
    private let sequenceType: ObjectIdentifier
    private let makeSources: () -> AnyIterator<Observable<Element>>

    init<Sources: Sequence>(sources: Sources) where Sources.Element == Observable<Element> {
        sequenceType = ObjectIdentifier(Sources.self)
        makeSources = { AnyIterator(sources.makeIterator()) }
    }

    /// A fresh walk of the sources, for one subscription or one nested level.
    fileprivate func makeIterator() -> AnyIterator<Observable<Element>> { makeSources() }

    /// `source` as a catch to walk in place of subscribing it, or nil. The class is final, so
    /// comparing dynamic types is the cast.
    fileprivate func sameKind(as source: Observable<Element>) -> CatchSequence<Element>? {
        guard ObjectIdentifier(type(of: source)) == ObjectIdentifier(type(of: self)) else { return nil }
        let nested = unsafeDowncast(source, to: CatchSequence<Element>.self)
        return nested.sequenceType == sequenceType ? nested : nil
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CatchSequenceSink(parent: self, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run())
    }
}
