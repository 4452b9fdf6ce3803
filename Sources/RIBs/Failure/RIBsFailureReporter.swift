import Synchronization

/// Where the framework sends the misuse RIBs iOS asserts on.
///
/// The default handler keeps RIBs' behaviour: `assertionFailure` (a trap in debug builds,
/// nothing in release). The shell installs a handler that shows the failure as an error;
/// tests install one that records failures. After reporting, the framework carries on the
/// way RIBs iOS does in a release build, except that a second `attachChild` of the same
/// child is refused (see docs/RIBS.md).
public enum RIBsFailureReporter {
    /// Receives each failure; called on the thread where the misuse happened.
    public typealias Handler = @Sendable (RIBsFailure) -> Void

    /// RIBs' own behaviour: an assertion failure with the message.
    public static let defaultHandler: Handler = { failure in
        assertionFailure(failure.message)
    }

    private static let current = Mutex<Handler>(defaultHandler)

    /// The handler in use. Set it once at start-up (the shell) or per test.
    public static var handler: Handler {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// Puts the default handler back.
    public static func reset() {
        handler = defaultHandler
    }

    /// Sends `failure` to the installed handler. Called by the framework where RIBs iOS asserts.
    public static func report(_ failure: RIBsFailure) {
        let handler = self.handler
        handler(failure)
    }

    static func report(_ kind: RIBsFailure.Kind, _ message: String) {
        report(RIBsFailure(kind: kind, message: message))
    }
}
