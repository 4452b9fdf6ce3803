extension ObservableType where Element: FixedWidthInteger {
    /// Emits 0, 1, 2, … every `period` on `scheduler`, forever.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: period, period: period, scheduler: scheduler)
    }

    /// Emits 0 after `dueTime` then completes; with a `period`, keeps emitting 1, 2, … every
    /// `period` instead of completing.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

final private class TimerSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: FixedWidthInteger {
    func run(dueTime: RxTimeInterval, period: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        scheduler.schedulePeriodic(0 as Observer.Element, startAfter: dueTime, period: period) { state in
            self.forwardOn(.next(state))
            return state &+ 1
        }
    }
}

final private class TimerOneOffSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: FixedWidthInteger {
    func run(dueTime: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        scheduler.scheduleRelative(self, dueTime: dueTime) { sink in
            sink.forwardOn(.next(0))
            sink.forwardOn(.completed)
            sink.dispose()
            return Disposables.create()
        }
    }
}

final private class Timer<Element: FixedWidthInteger>: Producer<Element> {
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval?
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        if let period {
            let sink = TimerSink(observer: observer, cancel: cancel)
            let subscription = sink.run(dueTime: dueTime, period: period, scheduler: scheduler)
            return (sink: sink, subscription: subscription)
        }
        let sink = TimerOneOffSink(observer: observer, cancel: cancel)
        let subscription = sink.run(dueTime: dueTime, scheduler: scheduler)
        return (sink: sink, subscription: subscription)
    }
}
