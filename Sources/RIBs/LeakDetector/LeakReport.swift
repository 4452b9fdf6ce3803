import Foundation

/// What a leak expectation watches.
public enum LeakExpectationKind: String, Sendable, Equatable {
    /// The object must be freed.
    case deallocation
    /// The view controller must be off screen.
    case viewDisappear
}

/// An expectation waiting for its time, for the shell's `leaks` command.
public struct LeakExpectation: Sendable, Equatable {
    public let kind: LeakExpectationKind
    /// The watched object's type, e.g. `LoggedOutInteractor`.
    public let objectDescription: String
    /// When it will be checked, on the detector's scheduler.
    public let dueTime: Date
    /// The watched object's identity, so one object watched twice (a viewable RIB's view
    /// controller is both its router's view and its interactor's presenter) can be told apart
    /// from two objects of one type. Meaningful while `isAlive`.
    public let objectID: ObjectIdentifier
    /// Whether the watched object was alive when this was read.
    public let isAlive: Bool
}

/// An expectation that failed: the object was still alive, or the view still on screen.
public struct LeakReport: Sendable, CustomStringConvertible {
    public let kind: LeakExpectationKind
    public let objectDescription: String
    /// When it was checked, on the detector's scheduler.
    public let detectedAt: Date
    /// The message RIBs would assert with.
    public let message: String
    let reference: WeakReference

    /// `true` while the leaked object is alive (it may be freed later).
    public var isStillAlive: Bool { reference.isAlive }

    public var description: String { message }
}

/// A weak reference that can cross threads; the leak detector's pending expectations extend it.
class WeakReference: @unchecked Sendable { // reason: only the weak pointer is read, and the runtime reads and clears weak pointers atomically.
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }

    /// `true` while the object is alive; a pending expectation that watches an interactor by
    /// its flag answers from the flag.
    var isAlive: Bool { object != nil }
}
