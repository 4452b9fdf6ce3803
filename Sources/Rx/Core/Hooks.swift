import Foundation


/// Global hooks, as in RxSwift: what happens to unhandled errors.
public enum Hooks {
    /// Handles an error nobody subscribed to handle.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    private static let handler = LockedState<DefaultErrorHandler?>(nil)

    /// Called for errors that reach a `subscribe` without `onError`, and binding errors. The
    /// default prints the error (RxSwift prints in debug builds too).
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { handler.withLock { $0 } ?? { _, error in print("Unhandled error happened: \(error)") } }
        set { handler.withLock { $0 = newValue } }
    }

    static func reportBindingError(_ error: Error) {
        defaultErrorHandler([], error)
    }
}
