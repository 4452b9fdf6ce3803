/// Types that are control properties.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property as a control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI element: its values (the initial one, then the user's changes, never
/// programmatic ones) and a sink that sets it. Never fails; subscribes on the main scheduler.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// A property reading `values` (subscribed on the main scheduler) and written through
    /// `valueSink`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The user's changes only: the values without the initial one.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    public func asObservable() -> Observable<Element> { values }

    public func asControlProperty() -> ControlProperty<Element> { self }

    /// Sets the property. An error is programmer misuse (a property cannot fail) and is
    /// reported through `Hooks.defaultErrorHandler`.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error): Hooks.reportBindingError(error)
        case .next, .completed: valueSink.on(event)
        }
    }

    /// The property as a driver. A control property cannot fail; if it does, the driver ends.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        return ControlProperty<String>(values: original.values.map { $0 ?? "" }, valueSink: original.valueSink.mapObserver { $0 })
    }
}
