import ArchLabRegistry
import CleanSwift
import Foundation
import HeadlessUI
import RIBs
import Rx
import RxTestKit
import Synchronization

/// Adapts a launched RIBs app (`HeadlessApp`) to the shell: `fire` goes to the top view,
/// `tree` walks the routers, `attach`/`detach` route by hand, `trace` shows the calls on
/// `RIBCalls` (the framework's, and those of the proxies the app's builders wired in),
/// `leaks` reads the LeakDetector, which waits on the session's clock.
///
/// Made from an `AppRegistration` for `app NAME`; lives until another sample is loaded. The
/// registration's hand routes let `attach`/`detach` call the parent router's own routing
/// methods for a child.
/// An app that opens deep links is a `DeepLinkAppSample`, which adds `open`.
class RIBAppSample: RIBTreeSample {
    let kind = SampleKind.app
    let name: String
    let summary: String
    let app: HeadlessApp
    private let scheduler: TestScheduler
    /// Children `attach NAME` / `detach NAME` route through their parent's router.
    private let handRoutes: [HandRoute]
    /// RIBs detached by hand, with the parent they came from, so `attach` can put them back.
    private var detached: [(name: String, router: Routing, parent: Routing)] = []
    private var trace: [TraceStep] = []
    private var calls: Disposable?
    private let failures = FailureInbox()
    /// The leak detector on this app's clock, installed at launch and again on `resume`.
    private let detector: LeakDetector
    /// False while its session is parked: RIBs' call and event streams are process-wide, so
    /// what they carry then belongs to another session's app.
    private let listening = ListeningSwitch()

    init(app: HeadlessApp, summary: String, scheduler: TestScheduler, handRoutes: [HandRoute] = []) {
        self.app = app
        self.name = app.name
        self.summary = summary
        self.scheduler = scheduler
        self.handRoutes = handRoutes
        self.detector = LeakDetector.instance
        installFailureHandler()
        calls = RIBCalls.stream.subscribe(onNext: { [weak self] call in
            guard let self, self.isListening else { return }
            self.record(call)
        })
    }

    private var isListening: Bool { listening.isOn }

    private func installFailureHandler() {
        let inbox = failures
        RIBsFailureReporter.handler = { failure in inbox.append("RIBs: \(failure.message)") }
    }

    func suspend() { listening.set(false) }

    func resume() {
        LeakDetector.setInstance(detector)
        installFailureHandler()
        listening.set(true)
    }

    /// Launches a registered app with the leak detector on the session's clock, so it is in
    /// place before the first router attaches; a `DeepLinkAppSample` when it lists deep links.
    static func launch(_ registration: AppRegistration, scheduler: TestScheduler) -> RIBAppSample {
        LeakDetector.setInstance(LeakDetector(scheduler: scheduler))
        let app = registration.launch(LoadContext(scheduler: scheduler, tracer: CycleTracer(scheduler: scheduler)))
        if registration.deepLinks.isEmpty {
            return RIBAppSample(app: app, summary: registration.summary, scheduler: scheduler, handRoutes: registration.handRoutes)
        }
        return DeepLinkAppSample(app: app, registration: registration, scheduler: scheduler)
    }

    deinit { calls?.dispose() }

    /// Each call as it begins, so the trace is in call order: a call, then what it caused.
    private func record(_ call: RIBCall) {
        guard call.phase == .begin else { return }
        let from: String
        switch call.kind {
        case .attachChild(let parent), .detachChild(let parent): from = parent
        case .workflowStep(let workflow, _): from = workflow
        case .boundaryCall(let caller, _, _): from = caller
        case .didBecomeActive, .willResignActive, .didLoad: from = call.name
        }
        trace.append(TraceStep(time: scheduler.clock, from: from, to: call.name, call: call.description, depth: call.depth))
    }

    var actions: [UserAction] { app.window.activeView?.userActions ?? [] }

    var topViewName: String? { app.window.topViewController?.viewName }

    /// The view controllers under the topmost presented one (TodoList under TodoDetail).
    var coveredViews: [CoveredView] {
        let stack = app.window.viewControllerStack
        guard let top = stack.last else { return [] }
        return stack.dropLast().map { CoveredView(name: $0.viewName, actions: $0.userActions.map(\.name), coveredBy: top.viewName) }
    }

    var streams: [SampleStream] {
        let listening = listening
        return [SampleStream(name: "\(name).tree", events: RIBEvents.stream.filter { _ in listening.isOn }.map { $0.description })]
    }

    func fire(_ action: UserAction, with arguments: ActionArguments) throws(ActionError) -> String? {
        guard let view = app.window.activeView else { throw .unavailable(action: action.name, reason: "\(name) shows no view right now") }
        try view.perform(action.name, with: arguments)
        return nil
    }

    func render() -> [String] {
        app.window.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func drainTrace() -> [TraceStep] {
        defer { trace = [] }
        return trace
    }

    func drainNotes() -> [String] { failures.take() }

    var ribTree: RIBNode { app.tree }

    /// RIBs detached by hand, then hand-routed children that are not in the tree now.
    var attachableRIBs: [String] {
        let inTree = Set(ribTree.allNames)
        let routed = handRoutes.map(\.child).filter { !inTree.contains($0) && !detached.map(\.name).contains($0) }
        return detached.map(\.name) + routed
    }

    /// `attach RIB [to PARENT]` with RIBs' own rules: attaching a child its parent already has
    /// is RIBs' `childAlreadyAttached` failure; a RIB detached by hand goes back where it was,
    /// or (said in a note) under the parent named. A hand-routed child is attached by its
    /// parent router's own method.
    func attach(_ rib: String, to parent: String?) throws(SampleRefusal) -> String? {
        if let route = handRoutes.first(where: { $0.child == rib }), parent == nil || parent == route.parent,
           !detached.contains(where: { $0.name == rib }) {
            try attachByHand(route)
            return nil
        }
        var target: Routing?
        if let parent {
            guard let found = RIBTree.find(parent, in: app.launchRouter) else { throw SampleRefusal("no RIB named \(parent) in the tree") }
            target = found.router
        }
        if let attached = RIBTree.find(rib, in: app.launchRouter), let current = attached.parent {
            guard target == nil || target === current else {
                // RIBs checks only the new parent's own children, so the router would sit in the tree twice.
                throw SampleRefusal("\(rib) is attached to \(RIBNaming.name(of: current)); a router has one parent at a time. "
                                    + "Type 'detach \(rib)' first.")
            }
            _ = failures.take()
            current.attachChild(attached.router)
            let reported = failures.take()
            if !reported.isEmpty { throw SampleRefusal(reported.joined(separator: "\n")) }
            return nil
        }
        guard let index = detached.firstIndex(where: { $0.name == rib }) else {
            throw SampleRefusal("only a RIB you detached by hand can be attached again (\(detached.isEmpty ? "none is detached" : "detached: " + detached.map(\.name).joined(separator: ", "))); the app's routers build the others when you fire actions")
        }
        let entry = detached.remove(at: index)
        let destination = target ?? entry.parent
        destination.attachChild(entry.router)
        guard destination !== entry.parent else { return nil }
        return "\(rib) was detached from \(RIBNaming.name(of: entry.parent)) and is now attached to \(RIBNaming.name(of: destination)): "
            + "RIBs lets any router attach it, but \(rib) was built with \(RIBNaming.name(of: entry.parent))'s dependencies, "
            + "and its view is not presented by its new parent."
    }

    func detach(_ rib: String) throws(SampleRefusal) {
        // A hand route whose parent router has no detach method for the child answers false:
        // the child is then detached as any other.
        if let route = handRoutes.first(where: { $0.child == rib }), let found = RIBTree.find(rib, in: app.launchRouter),
           let parent = found.parent, RIBNaming.name(of: parent) == route.parent, route.detach(parent) {
            return
        }
        guard let found = RIBTree.find(rib, in: app.launchRouter) else { throw SampleRefusal("no RIB named \(rib) in the tree") }
        guard let parent = found.parent else {
            throw SampleRefusal("\(rib) is the launch RIB; it has no parent to detach it from")
        }
        parent.detachChild(found.router)
        detached.append((rib, found.router, parent))
    }

    /// Calls the parent router's own `attachChild()`, as the app would.
    private func attachByHand(_ route: HandRoute) throws(SampleRefusal) {
        guard let parent = RIBTree.find(route.parent, in: app.launchRouter) else {
            throw SampleRefusal("\(route.child) is attached by \(route.parent), which is not in the tree now")
        }
        guard route.attach(parent.router) else {
            throw SampleRefusal("\(route.parent)'s router cannot attach \(route.child) now; if you changed its code, type 'load' again")
        }
    }

    /// Leaks found, then what the detector still waits on: only objects alive and no longer in
    /// the tree, each once per kind. (RIBs watches a viewable RIB's view controller twice, as
    /// its router's view and as its interactor's presenter; the learner sees one object.)
    func leakReport() -> [RIBLeak] {
        var inTree: Set<ObjectIdentifier> = []
        for router in RIBTree.routers(under: app.launchRouter) {
            inTree.insert(ObjectIdentifier(router.interactable))
            if let viewable = router as? ViewableRouting {
                inTree.insert(ObjectIdentifier(viewable.viewControllable.uiviewController))
            }
        }
        var seen: [LeakExpectationKind: Set<ObjectIdentifier>] = [:]
        let waiting = detector.pendingExpectations.filter { expectation in
            expectation.isAlive && !inTree.contains(expectation.objectID)
                && seen[expectation.kind, default: []].insert(expectation.objectID).inserted
        }
        return detector.detectedLeaks.filter(\.isStillAlive).map { .leaked($0.message) }
            + waiting.map { .waiting(object: $0.objectDescription, mustBeFreed: $0.kind == .deallocation) }
    }
}

/// RIBs failures reported from any thread, printed by the shell after the command.
final class FailureInbox: Sendable {
    private let messages = Mutex<[String]>([])
    func append(_ message: String) { messages.withLock { $0.append(message) } }
    func take() -> [String] { messages.withLock { taken in defer { taken = [] }; return taken } }
}

/// Whether a parked session's app listens to RIBs' process-wide event stream; read from the
/// stream's subscribers, set by the session switch.
final class ListeningSwitch: Sendable {
    private let on = Mutex(true)
    var isOn: Bool { on.withLock { $0 } }
    func set(_ value: Bool) { on.withLock { $0 = value } }
}
