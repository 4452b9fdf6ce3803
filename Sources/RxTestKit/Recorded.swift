import Rx

/// A value stamped with the virtual time it happened at.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When it happened.
    public let time: TestTime
    /// What happened.
    public let value: Value

    /// Creates a record. Inlinable, like the factories below, so that building a script of
    /// events runs specialised for its element type.
    @inlinable
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded {
    /// The record's value mapped.
    public func map<Result>(_ transform: (Value) throws -> Result) rethrows -> Recorded<Result> {
        Recorded<Result>(time: time, value: try transform(value))
    }
}

// The factories are generic over the element `T` with `Value == Event<T>` (RxTest's shape),
// so that `.completed(250)` and `Recorded.events(.next(210, 2))` infer `T` from the context.
extension Recorded {
    /// `.next(element)` at `time`.
    @inlinable
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// `.completed` at `time`.
    @inlinable
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// `.error(error)` at `time`.
    @inlinable
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The records as an array, for `Recorded.events(.next(10, 1), .completed(20))`.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// The records as an array.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}

extension Recorded: Equatable where Value: Equatable {
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}

/// Factories usable without the `Recorded.` prefix, as in RxTest.
public func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>> {
    Recorded(time: time, value: .next(element))
}

/// `.completed` at `time`.
public func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self) -> Recorded<Event<Element>> {
    Recorded(time: time, value: .completed)
}

/// `.error(error)` at `time`.
public func error<Element>(_ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self) -> Recorded<Event<Element>> {
    Recorded(time: time, value: .error(error))
}
