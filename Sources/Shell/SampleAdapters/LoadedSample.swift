import Foundation
import HeadlessUI
import RIBs
import Rx
import RxTestKit

/// What every loaded VIP scene or RIBs app gives the shell: actions to `fire`, streams to
/// `watch`, a view to print, and the calls it traced. What only some samples can do is a
/// protocol of its own: `RIBTreeSample` (a tree to show, attach and detach) and
/// `DeepLinkSample` (links to `open`).
///
/// Called only by the session's sample part, on the session's thread, never concurrently.
/// Every time the sample needs (worker latency, timers) must come from the `TestScheduler`
/// it was made with.
public protocol LoadedSample: AnyObject {
    /// `scene` or `app`.
    var kind: SampleKind { get }
    /// The name typed after `scene`/`app`, e.g. `title`.
    var name: String { get }
    /// Requests (VIP) or user actions (RIBs) that `fire` can send, with their arguments.
    /// Depends on live state for apps (the active RIB's view), so it is read each time.
    var actions: [UserAction] { get }
    /// Streams the learner can `watch`, named `scope.stream` (e.g. `title.display`).
    var streams: [SampleStream] { get }
    /// Performs `action`, one of `actions` as the session found it, with the arguments the
    /// session validated against it: the sample neither looks it up nor checks it again.
    /// Returns a short result line, or throws the view's refusal.
    func fire(_ action: UserAction, with arguments: ActionArguments) throws(ActionError) -> String?
    /// The sample's headless view(s) as text.
    func render() -> [String]
    /// Messages the sample's framework reported since the last drain (e.g. a RIBs failure).
    func drainNotes() -> [String]
    /// Calls recorded since the last drain (VIP cycle or RIB routing), oldest first.
    func drainTrace() -> [TraceStep]
    /// Its session is parked (another session is the shell's active one): ignore
    /// process-wide events, which now come from another session's sample.
    func suspend()
    /// Its session is active again: re-install any process-wide state it relies on.
    func resume()
    /// The name of the view `fire` sends to now (`TodoList`); nil when the sample has none.
    var topViewName: String? { get }
    /// The views on screen under the top one, whose actions `fire` cannot reach now.
    var coveredViews: [CoveredView] { get }
}

/// A view on screen under another one (TodoList under TodoDetail): its actions are hidden
/// until the view on top goes away.
public struct CoveredView: Equatable, Sendable {
    public var name: String
    public var actions: [String]
    /// The view on top of it.
    public var coveredBy: String
}

extension LoadedSample {
    /// A sample that shows one view at a time.
    public var coveredViews: [CoveredView] { [] }
    /// A sample that does not name its view.
    public var topViewName: String? { nil }
    /// A sample that traces nothing.
    public func drainTrace() -> [TraceStep] { [] }
    /// A sample whose framework reports nothing.
    public func drainNotes() -> [String] { [] }
    /// A sample with no process-wide state.
    public func suspend() {}
    /// A sample with no process-wide state.
    public func resume() {}
}

/// A loaded RIBs app: a tree of RIBs that `tree` shows and `attach`/`detach` change by hand.
public protocol RIBTreeSample: LoadedSample {
    /// The tree as it is now.
    var ribTree: RIBNode { get }
    /// RIB names `attach` can build, for completion.
    var attachableRIBs: [String] { get }
    /// Attaches a RIB by hand, under `parent` or where it was; returns a note when the result
    /// is not the obvious one (a RIB attached under another parent than it came from).
    func attach(_ rib: String, to parent: String?) throws(SampleRefusal) -> String?
    /// Detaches a RIB from its parent by hand.
    func detach(_ rib: String) throws(SampleRefusal)
    /// RIBs that were detached but are still alive, or still awaited by the leak detector.
    func leakReport() -> [RIBLeak]
}

/// A loaded app that opens deep links (`open URL`).
public protocol DeepLinkSample: LoadedSample {
    /// Example links the app understands, for completion and errors.
    var deepLinks: [String] { get }
    /// What a link's workflow waits for when nothing routes at once, e.g. "log in: fire login".
    var deepLinkWait: String? { get }
    /// Opens a deep link; returns a short result line, or throws a learner-facing refusal.
    func open(_ url: URL) throws(SampleRefusal) -> String?
}

public enum SampleKind: String, Sendable {
    case scene, app
}

/// A sample's reason for refusing a command, in learner language.
public struct SampleRefusal: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// A stream a sample publishes, with its values already formatted for display.
public struct SampleStream {
    public var name: String
    public var events: Observable<String>
    public init(name: String, events: Observable<String>) {
        self.name = name
        self.events = events
    }
}
