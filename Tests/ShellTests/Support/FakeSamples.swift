import HeadlessUI
import RIBs
import Rx
import RxTesting
@testable import ArchLabShell

/// A test double of a VIP scene, built on real Rx and the session's clock: `load` asks a
/// "worker" that answers 50 ticks later; `setText` displays at once.
final class FakeScene: LoadedSample {
    let kind = SampleKind.scene
    let name = "greeter"
    private let scheduler: TestScheduler
    private let display = PublishSubject<String>()
    private var trace: [TraceStep] = []
    private var shown = ""

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    var actions: [UserAction] {
        [UserAction("load", summary: "fetch the greeting"),
         UserAction("setText", summary: "show a text", parameters: [ActionParameter("text", .text)])]
    }

    var streams: [SampleStream] {
        [SampleStream(name: "greeter.display", events: display.map { "\"\($0)\"" })]
    }

    func fire(_ action: UserAction, with arguments: ActionArguments) throws(ActionError) -> String? {
        switch action.name {
        case "load":
            trace.append(TraceStep(time: scheduler.clock, from: "view", to: "interactor", call: "load()"))
            trace.append(TraceStep(time: scheduler.clock, from: "interactor", to: "worker", call: "fetch()"))
            scheduler.scheduleAt(scheduler.clock + 50) { [weak self] in
                guard let self else { return }
                self.trace.append(TraceStep(time: self.scheduler.clock, from: "worker", to: "interactor", call: "\"hello\""))
                self.trace.append(TraceStep(time: self.scheduler.clock, from: "presenter", to: "view", call: "display(\"hello\")"))
                self.shown = "hello"
                self.display.onNext("hello")
            }
            return nil
        case "setText":
            let text = arguments.text("text") ?? ""
            if text == "boom" { throw .unavailable(action: action.name, reason: "the scene refuses 'boom'") }
            shown = text
            display.onNext(text)
            return nil
        default:
            throw .unknownAction(name: action.name, available: actions.map(\.name))
        }
    }

    func render() -> [String] { ["[ \(shown) ]"] }

    func drainTrace() -> [TraceStep] {
        defer { trace = [] }
        return trace
    }
}

/// A test double of a RIBs app: Root with LoggedOut, `login` swaps in LoggedIn.
final class FakeApp: RIBTreeSample {
    let kind = SampleKind.app
    let name = "doors"
    private var children: [RIBNode] = [RIBNode(name: "LoggedOut", isViewful: true, isActive: true)]
    private let scheduler: TestScheduler
    /// What each `fire` was handed, oldest first.
    private(set) var fired: [(action: UserAction, arguments: ActionArguments)] = []

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    var actions: [UserAction] {
        [UserAction("login", summary: "log in", parameters: [ActionParameter("player", .text), ActionParameter("seat", .integer(1...2), required: false)])]
    }
    var streams: [SampleStream] { [] }

    func fire(_ action: UserAction, with arguments: ActionArguments) throws(ActionError) -> String? {
        fired.append((action, arguments))
        guard children.contains(where: { $0.name == "LoggedOut" }) else { throw .unavailable(action: action.name, reason: "already logged in") }
        children = [RIBNode(name: "LoggedIn", isViewful: false, isActive: true)]
        return "welcome \(arguments.text("player") ?? "?")"
    }

    func render() -> [String] { children.map { "<\($0.name)>" } }

    var attachableRIBs: [String] { ["LoggedIn", "LoggedOut"] }
    var ribTree: RIBNode { RIBNode(name: "Root", isViewful: true, isActive: true, children: children) }

    func attach(_ rib: String, to parent: String?) throws(SampleRefusal) -> String? {
        guard ["LoggedIn", "LoggedOut"].contains(rib) else { throw SampleRefusal("doors cannot build \(rib)") }
        guard !children.contains(where: { $0.name == rib }) else { throw SampleRefusal("\(rib) is already attached") }
        children.append(RIBNode(name: rib, isViewful: rib == "LoggedOut", isActive: true))
        return nil
    }

    func detach(_ rib: String) throws(SampleRefusal) {
        guard rib != "Root" else { throw SampleRefusal("Root is the launch RIB; it cannot be detached") }
        children.removeAll { $0.name == rib }
    }

    func leakReport() -> [RIBLeak] { [] }
}

extension SampleCatalog {
    static var fakes: SampleCatalog { SampleCatalog(entries: [
        .init(kind: .scene, name: "greeter", summary: "a greeting scene (test double)") { FakeScene(scheduler: $0) },
        .init(kind: .app, name: "doors", summary: "a login app (test double)") { FakeApp(scheduler: $0) },
    ]) }
}
