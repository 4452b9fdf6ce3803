/// Types that are control events.
public protocol ControlEventType: ObservableType {
    /// The sequence as a control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// Events of a UI element (a tap, an edit): never fails, subscribes on the main scheduler,
/// delivers on it. A headless view publishes its events through one.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Wraps `events`, which must not fail and must deliver on the main scheduler; the
    /// subscription itself is moved onto the main scheduler.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { events }

    public func asControlEvent() -> ControlEvent<Element> { self }

    /// The events as an infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }

    /// The events as a driver. A control event cannot fail; if it does, the driver ends.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }

    /// The events as a signal. A control event cannot fail; if it does, the signal ends.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorSignalWith: .empty())
    }
}
