extension ObservableType where Element: FixedWidthInteger {
    /// Emits `count` consecutive integers from `start`, then completes. A negative count or an
    /// overflowing range is programmer misuse and traps.
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

final private class RangeSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: FixedWidthInteger {
    func run(start: Observer.Element, count: Observer.Element, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(0 as Observer.Element) { index, recurse in
            if index < count {
                self.forwardOn(.next(start + index))
                recurse(index + 1)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}

final private class RangeProducer<Element: FixedWidthInteger>: Producer<Element> {
    private let start: Element
    private let count: Element
    private let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        guard count >= 0 else { rxFatalError("range: count can't be negative.") }
        guard start &+ (count - 1) >= start || count == 0 else { rxFatalError("range: the range overflows.") }
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = RangeSink(observer: observer, cancel: cancel)
        let subscription = sink.run(start: start, count: count, scheduler: scheduler)
        return (sink: sink, subscription: subscription)
    }
}
