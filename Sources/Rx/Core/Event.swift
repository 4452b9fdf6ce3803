/// One notification in a sequence: a value, or the terminal error, or the terminal completion.
///
/// A sequence emits any number of `.next` events followed by at most one `.error` or
/// `.completed`. Nothing follows a terminal event.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed; no event follows.
    case error(Swift.Error)
    /// The sequence ended normally; no event follows.
    case completed
}

extension Event {
    /// `true` for `.error` and `.completed`.
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `.next` event, else `nil`.
    @inlinable
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `.error` event, else `nil`.
    @inlinable
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` for `.completed`.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `.next` event; a thrown error becomes an `.error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: EventConvertible {
    public var event: Event<Element> { self }
}

extension Event: @unchecked Sendable where Element: Sendable {} // reason: the error payload is an immutable value produced once; RxSwift's Error is not Sendable-constrained.

/// A type that can be turned into an `Event`; lets `dematerialize` work on `Event` values.
public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}
