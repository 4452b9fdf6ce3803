extension ObservableType {
    /// Emits each element in order, then completes; scheduled recursively on `scheduler`
    /// (the current-thread trampoline by default).
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }

    /// Emits each element of the array in order, then completes.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// Emits each element of the sequence in order, then completes.
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Source.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }

    /// Emits the optional's value if there is one, then completes.
    public static func from(optional: Element?) -> Observable<Element> {
        ObservableOptional(optional: optional)
    }

    /// Emits the optional's value if there is one, then completes, on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableOptionalScheduled(optional: optional, scheduler: scheduler)
    }
}

final private class ObservableSequenceSink<Source: Sequence, Observer: ObserverType>: Sink<Observer> where Source.Element == Observer.Element {
    func run(_ elements: Source, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let next = iterator.next() {
                self.forwardOn(.next(next))
                recurse(iterator)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}

final private class ObservableSequence<Source: Sequence>: Producer<Source.Element> {
    private let elements: Source
    private let scheduler: ImmediateSchedulerType

    init(elements: Source, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObservableSequenceSink<Source, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(elements, scheduler: scheduler)
        return (sink: sink, subscription: subscription)
    }
}

final private class ObservableOptional<Element>: Producer<Element> {
    private let optional: Element?

    init(optional: Element?) { self.optional = optional }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let element = optional { observer.on(.next(element)) }
        observer.on(.completed)
        return Disposables.create()
    }
}

final private class ObservableOptionalScheduledSink<Observer: ObserverType>: Sink<Observer> {
    func run(_ optional: Observer.Element?, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.schedule(optional) { optional in
            if let next = optional {
                self.forwardOn(.next(next))
                return scheduler.schedule(()) { _ in
                    self.forwardOn(.completed)
                    self.dispose()
                    return Disposables.create()
                }
            }
            self.forwardOn(.completed)
            self.dispose()
            return Disposables.create()
        }
    }
}

final private class ObservableOptionalScheduled<Element>: Producer<Element> {
    private let optional: Element?
    private let scheduler: ImmediateSchedulerType

    init(optional: Element?, scheduler: ImmediateSchedulerType) {
        self.optional = optional
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObservableOptionalScheduledSink(observer: observer, cancel: cancel)
        let subscription = sink.run(optional, scheduler: scheduler)
        return (sink: sink, subscription: subscription)
    }
}
