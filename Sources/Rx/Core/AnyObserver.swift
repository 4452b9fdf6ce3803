/// A type-erased observer: forwards every event to a closure or another observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that handles events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let observer: EventHandler

    /// Creates an observer that calls `eventHandler` for each event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Wraps another observer; an `AnyObserver` is unwrapped rather than wrapped again.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self.observer = erased.observer
        } else {
            self.observer = observer.on
        }
    }

    @inlinable
    public func on(_ event: Event<Element>) { observer(event) }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> { self }
}
