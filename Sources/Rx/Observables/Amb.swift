extension ObservableType {
    /// Mirrors whichever of the two sequences sends an event first; the other is disposed.
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element> where Right.Element == Element {
        Amb(left: asObservable(), right: right.asObservable())
    }

    /// Mirrors whichever sequence sends an event first.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { $0.amb($1) }
    }
}

private enum AmbState { case neither, left, right }

final private class AmbObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    typealias Sink = (AmbObserver<Observer>, Event<Element>) -> Void

    let parent: AmbSink<Observer>
    var sink: Sink
    let cancel: Disposable

    init(parent: AmbSink<Observer>, cancel: Disposable, sink: @escaping Sink) {
        self.parent = parent
        self.sink = sink
        self.cancel = cancel
    }

    func on(_ event: Event<Element>) {
        sink(self, event)
        if event.isStopEvent { cancel.dispose() }
    }
}

final private class AmbSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element
    private let lock = RecursiveLock()
    private var choice = AmbState.neither

    func run(left: Observable<Element>, right: Observable<Element>) -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let disposeAll = Disposables.create(subscription1, subscription2)

        let forwardEvent = { (observer: AmbObserver<Observer>, event: Event<Element>) -> Void in
            self.forwardOn(event)
            if event.isStopEvent { self.dispose() }
        }
        let decide = { (observer: AmbObserver<Observer>, event: Event<Element>, me: AmbState, otherSubscription: Disposable) in
            self.lock.performLocked {
                if self.choice == .neither {
                    self.choice = me
                    observer.sink = forwardEvent
                    otherSubscription.dispose()
                }
                if self.choice == me {
                    self.forwardOn(event)
                    if event.isStopEvent { self.dispose() }
                }
            }
        }
        let sink1 = AmbObserver(parent: self, cancel: subscription1) { observer, event in decide(observer, event, .left, subscription2) }
        let sink2 = AmbObserver(parent: self, cancel: subscription2) { observer, event in decide(observer, event, .right, subscription1) }
        subscription1.setDisposable(left.subscribe(sink1))
        subscription2.setDisposable(right.subscribe(sink2))
        return disposeAll
    }
}

final private class Amb<Element>: Producer<Element> {
    private let left: Observable<Element>
    private let right: Observable<Element>

    init(left: Observable<Element>, right: Observable<Element>) {
        self.left = left
        self.right = right
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AmbSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(left: left, right: right))
    }
}
