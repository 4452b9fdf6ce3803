extension ObservableType where Element: FixedWidthInteger {
    /// Emits `count` consecutive integers from `start`, then completes. A negative count or an
    /// overflowing range is programmer misuse and traps.
    @inlinable
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

@usableFromInline
final class RangeSink<Element: FixedWidthInteger>: Sink<AnyObserver<Element>> {
    @inlinable
    override init(observer: AnyObserver<Element>, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run(start: Element, count: Element, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(0 as Element) { index, recurse in
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

/// The `range` producer; its `specializedRun` is compiled where `range` is called.
@usableFromInline
final class RangeProducer<Element: FixedWidthInteger>: Producer<Element> {
    @usableFromInline let start: Element
    @usableFromInline let count: Element
    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let specializedRun: SpecializedRun<RangeProducer<Element>, Element>

    @inlinable
    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        guard count >= 0 else { rxFatalError("range: count can't be negative.") }
        guard start &+ (count - 1) >= start || count == 0 else { rxFatalError("range: the range overflows.") }
        self.start = start
        self.count = count
        self.scheduler = scheduler
        self.specializedRun = { range, observer, cancel in
            let sink = RangeSink(observer: observer, cancel: cancel)
            let subscription = sink.run(start: range.start, count: range.count, scheduler: range.scheduler)
            return (sink: sink, subscription: subscription)
        }
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        specializedRun(self, AnyObserver(observer), cancel)
    }

    override func subscribeErased(_ observer: consuming AnyObserver<Element>) -> Disposable {
        subscribeErased(observer, producer: self, run: specializedRun)
    }
}
