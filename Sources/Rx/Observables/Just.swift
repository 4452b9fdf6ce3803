extension ObservableType {
    /// Emits `element` then completes, synchronously on subscription. Inlinable, so that a
    /// `flatMap { .just($0) }` makes its inner sequences without a call into the library
    /// (benchmarks c, h3 in the default build).
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }

    /// Emits `element` then completes, on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        JustScheduled(element: element, scheduler: scheduler)
    }
}

/// Emits its element and completes, synchronously, without the trampoline (as in RxSwift).
/// Visible to inlinable code so that merging operators can recognise it (see `MergeSink`).
@usableFromInline
final class Just<Element>: Producer<Element> {
    @usableFromInline let element: Element

    @inlinable
    init(element: Element) {
        self.element = element
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}

final private class JustScheduledSink<Observer: ObserverType>: Sink<Observer> {
    func run(_ element: Observer.Element, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.schedule(element) { element in
            self.forwardOn(.next(element))
            return scheduler.schedule(()) { _ in
                self.forwardOn(.completed)
                self.dispose()
                return Disposables.create()
            }
        }
    }
}

final private class JustScheduled<Element>: Producer<Element> {
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = JustScheduledSink(observer: observer, cancel: cancel)
        let subscription = sink.run(element, scheduler: scheduler)
        return (sink: sink, subscription: subscription)
    }
}
