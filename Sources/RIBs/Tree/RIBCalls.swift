import Rx
import Synchronization

/// The stream of framework calls on the RIB tree, each as it begins and ends (`RIBCall`).
///
/// Like `RIBEvents`, names are made only while someone observes, and calls are delivered
/// synchronously on the thread that makes them. The nesting depth is the process's, which
/// is right for RIBs: the tree is changed from one thread.
public enum RIBCalls {
    private static let subject = PublishSubject<RIBCall>()
    private static let depth = Mutex(0)

    /// Every attach, detach, activation, deactivation, load and workflow step, and every call
    /// through a traced proxy (`RIBCallProxy`), as it begins and as it ends.
    public static var stream: Observable<RIBCall> { subject.asObservable() }

    /// Runs `body` between a begin and an end call; `describe` gives the kind and RIB name,
    /// and runs only when observed.
    static func around<Result>(_ describe: () -> (RIBCall.Kind, String), _ body: () throws -> Result) rethrows -> Result {
        guard subject.hasObservers else { return try body() }
        let (kind, name) = describe()
        let level = depth.withLock { level in defer { level += 1 }; return level }
        subject.onNext(RIBCall(kind: kind, name: name, phase: .begin, depth: level))
        defer {
            depth.withLock { $0 -= 1 }
            subject.onNext(RIBCall(kind: kind, name: name, phase: .end, depth: level))
        }
        return try body()
    }
}
