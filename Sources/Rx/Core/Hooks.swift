import Foundation

/// Global hooks, as in RxSwift: what happens to unhandled errors, and what call stack they
/// carry.
public enum Hooks {
    /// Handles an error nobody subscribed to handle.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void
    /// Captures the call stack of a subscription (see `recordCallStackOnError`).
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private static let handler = LockedState<DefaultErrorHandler?>(nil)
    private static let captureCallstack = LockedState<CustomCaptureSubscriptionCallstack?>(nil)

    /// Whether `subscribe` without an error handler records the subscription's call stack,
    /// to hand to `defaultErrorHandler` if an error arrives. Off by default: capturing costs
    /// a stack walk per subscription. Set it once, before subscribing (RxSwift's contract:
    /// it is not synchronised).
    nonisolated(unsafe) public static var recordCallStackOnError = false

    /// Called for errors that reach a `subscribe` without `onError`, and binding errors. The
    /// default prints the error (RxSwift prints in debug builds too).
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { handler.withLock { $0 } ?? { _, error in print("Unhandled error happened: \(error)") } }
        set { handler.withLock { $0 = newValue } }
    }

    /// How a subscription's call stack is captured when `recordCallStackOnError` is on; the
    /// default is `Thread.callStackSymbols`.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { captureCallstack.withLock { $0 } ?? { Thread.callStackSymbols } }
        set { captureCallstack.withLock { $0 = newValue } }
    }

    /// The call stack to report with a subscription's unhandled error: captured now if
    /// `recordCallStackOnError` is on, else empty.
    @usableFromInline
    static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// The error handler of a subscription without one, when call stacks are recorded: it
    /// reports the call stack captured now. `nil` when they are not (the subscription then
    /// reports an empty stack itself, without allocating a closure). Inlinable, so that the
    /// usual case costs `subscribe` one flag load rather than a call (benchmark f).
    @inlinable @inline(__always)
    static func unhandledErrorReporter() -> ((Swift.Error) -> Void)? {
        recordCallStackOnError ? errorReporterWithCallStack() : nil
    }

    @usableFromInline
    static func errorReporterWithCallStack() -> (Swift.Error) -> Void {
        let callStack = customCaptureSubscriptionCallstack()
        return { error in defaultErrorHandler(callStack, error) }
    }

    static func reportBindingError(_ error: Error) {
        defaultErrorHandler([], error)
    }
}
