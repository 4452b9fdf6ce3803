import Foundation
import HeadlessUI
import Rx
import RxTestKit

/// What the shell needs from a loaded VIP scene or RIBs app: the small contract adapters to
/// the real samples implement (see SampleCatalog.swift).
///
/// Called only by `Session`, on the session's thread, never concurrently. Every time the
/// sample needs (worker latency, timers) must come from the `TestScheduler` it was made with.
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
    /// Sends one action; the session has already checked the arguments with
    /// `UserAction.validate`. Returns a short result line, or throws a learner-facing refusal.
    func fire(_ action: String, arguments: [String: String]) throws(SampleRefusal) -> String?
    /// The sample's headless view(s) as text.
    func render() -> [String]
    /// Messages the sample's framework reported since the last drain (e.g. a RIBs failure).
    func drainNotes() -> [String]
    /// Calls recorded since the last drain (VIP cycle or RIB routing), oldest first.
    func drainTrace() -> [TraceStep]
    /// The RIB tree, or nil for a VIP scene.
    var ribTree: RIBNode? { get }
    /// RIB names `attach` can build (apps only), for completion.
    var attachableRIBs: [String] { get }
    /// Attaches a RIB by hand (apps only).
    func attach(_ rib: String, to parent: String?) throws(SampleRefusal)
    /// Detaches a RIB by hand (apps only).
    func detach(_ rib: String) throws(SampleRefusal)
    /// Lines describing RIBs that were detached but are still alive (apps only).
    func leakReport() -> [String]
    /// Example deep links the sample understands, for completion and errors (apps only).
    var deepLinks: [String] { get }
    /// What a deep link's workflow waits for when nothing routes at once, e.g. "log in: fire login".
    var deepLinkWait: String? { get }
    /// Opens a deep link; returns a short result line, or throws a learner-facing refusal.
    func open(_ url: URL) throws(SampleRefusal) -> String?
}

extension LoadedSample {
    public var ribTree: RIBNode? { nil }
    public var attachableRIBs: [String] { [] }
    public func attach(_ rib: String, to parent: String?) throws(SampleRefusal) {
        throw SampleRefusal("\(name) is a VIP scene; attach works in a RIBs app (try 'app todo')")
    }
    public func detach(_ rib: String) throws(SampleRefusal) {
        throw SampleRefusal("\(name) is a VIP scene; detach works in a RIBs app (try 'app todo')")
    }
    public func leakReport() -> [String] { [] }
    public var deepLinks: [String] { [] }
    public var deepLinkWait: String? { nil }
    public func open(_ url: URL) throws(SampleRefusal) -> String? {
        throw SampleRefusal("\(name) opens no deep links; 'app tictactoe' does (open ribs-training://launchGame?gameId=ticTacToe)")
    }
    public func drainTrace() -> [TraceStep] { [] }
    public func drainNotes() -> [String] { [] }
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
