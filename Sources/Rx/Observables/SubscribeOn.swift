extension ObservableType {
    /// Subscribes to (and disposes) the source on `scheduler`; events arrive wherever the
    /// source sends them.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: self, scheduler: scheduler)
    }
}

final private class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }

    func run<Source: ObservableType>(source: Source, scheduler: ImmediateSchedulerType) -> Disposable where Source.Element == Element {
        let disposeEverything = SerialDisposable()
        let cancelSchedule = SingleAssignmentDisposable()
        disposeEverything.disposable = cancelSchedule
        let disposeSchedule = scheduler.schedule(()) { _ -> Disposable in
            let subscription = source.subscribe(self)
            disposeEverything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
            return Disposables.create()
        }
        cancelSchedule.setDisposable(disposeSchedule)
        return disposeEverything
    }
}

/// Keeps the source's own type instead of `asObservable()`, as RxSwift does: the source's
/// `subscribe` is called directly, so its subscription ends only through the scheduled disposal
/// (a test observable completing at 300 is unsubscribed at 301, not 300).
final private class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    typealias Element = Source.Element
    private let source: Source
    private let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SubscribeOnSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source: source, scheduler: scheduler))
    }
}
