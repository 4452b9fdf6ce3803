import Rx

// Lesson 16: the service the worker calls. Sealed: `check` runs your tests against this code.

/// A label as the server sends it.
public struct RawLabel: Equatable, Sendable {
    public var name: String
    /// Hidden labels exist on the server but are never shown.
    public var hidden: Bool
    public init(name: String, hidden: Bool = false) {
        self.name = name
        self.hidden = hidden
    }
}

/// The network call the worker wraps; a test stubs it.
public protocol LabelService: AnyObject {
    func labels(interest: String) -> Observable<[RawLabel]>
}
