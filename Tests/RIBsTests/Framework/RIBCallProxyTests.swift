import RIBs
import Rx
import XCTest

/// `RIBCallProxy` and `RoutingProxy`: a traced stand-in for a listener or a router reports each
/// call on `RIBCalls.stream`, around what the call caused, lives as long as the router that
/// keeps it, and does nothing once the real object is gone.
final class RIBCallProxyTests: RIBsTestCase {
    private func recordCalls(_ body: () -> Void) -> [String] {
        var calls: [String] = []
        let subscription = RIBCalls.stream.subscribe(onNext: { call in
            calls.append("\(call.phase == .begin ? "+" : "-")\(String(repeating: " ", count: call.depth * 2))\(call)")
        })
        body()
        subscription.dispose()
        return calls
    }

    func testAListenerCallIsReportedAroundTheCallsItCaused() {
        let parent = ParentRouter()
        parent.interactable.activate()
        parent.load()
        let child = LoggingRouter("Child", log: CallLog())
        let proxy = TracedGreeterListener(parent.interactor, from: child.interactor, keptBy: child)
        var kinds: [RIBCall.Kind] = []
        let subscription = RIBCalls.stream.filter { $0.phase == .begin }.subscribe(onNext: { kinds.append($0.kind) })
        defer { subscription.dispose() }
        XCTAssertEqual(recordCalls { proxy.didGreet(name: "Ann", loudly: nil) }, [
            "+GreeterListener.didGreet(name: \"Ann\", loudly: nil)",
            "+  Parent.attachChild(Greeted)",
            "+    Greeted.didBecomeActive()",
            "-    Greeted.didBecomeActive()",
            "+    Greeted.didLoad()",
            "-    Greeted.didLoad()",
            "-  Parent.attachChild(Greeted)",
            "-GreeterListener.didGreet(name: \"Ann\", loudly: nil)",
        ])
        XCTAssertEqual(kinds.first, .boundaryCall(from: "Child", boundary: "GreeterListener", call: "didGreet(name: \"Ann\", loudly: nil)"))
        XCTAssertEqual(parent.interactor.greetings, ["Ann"])
        XCTAssertEqual(recordCalls { proxy.didGreet(name: "Bo", loudly: true) }.first, "+GreeterListener.didGreet(name: \"Bo\", loudly: true)")
        XCTAssertEqual(recordCalls { proxy.ping() }, ["+GreeterListener.ping()", "-GreeterListener.ping()"])
    }

    func testTheProxyLivesAsLongAsTheRouterThatKeepsIt() {
        let parent = ParentRouter()
        let holder = ListenerHolder()
        var child: LoggingRouter? = LoggingRouter("Child", log: CallLog())
        weak let proxy: TracedGreeterListener? = {
            let proxy = TracedGreeterListener(parent.interactor, from: child!.interactor, keptBy: child!)
            holder.listener = proxy
            return proxy
        }()
        XCTAssertNotNil(proxy, "the router keeps the proxy it was given")
        XCTAssertNotNil(holder.listener)
        child = nil
        XCTAssertNil(proxy, "the proxy outlived the router that kept it")
        XCTAssertNil(holder.listener)
    }

    func testOnceTheRealObjectIsGoneNothingIsForwardedOrReported() {
        let child = LoggingRouter("Child", log: CallLog())
        var parent: ParentRouter? = ParentRouter()
        weak let parentInteractor = parent?.interactor
        let proxy = TracedGreeterListener(parent!.interactor, from: child.interactor, keptBy: child)
        XCTAssertNotNil(proxy.target)
        parent = nil
        XCTAssertNil(parentInteractor)
        XCTAssertNil(proxy.target)
        XCTAssertEqual(recordCalls { proxy.ping() }, [])
    }

    func testARoutingProxyStandsInForTheRouterAndReportsItsOwnMethods() {
        let router = ParentRouter()
        let proxy = TracedParentRouting(router, from: router.interactor)
        router.interactor.router = proxy
        XCTAssertTrue(proxy.interactable === router.interactable)
        XCTAssertEqual(proxy.caller, "Parent")
        XCTAssertEqual(proxy.callee, "Parent")
        XCTAssertEqual(proxy.boundary, "ParentRouting")
        router.interactable.activate()
        var answer: Int?
        XCTAssertEqual(recordCalls { answer = router.interactor.router?.routeToGreeted() }, [
            "+ParentRouting.routeToGreeted()",
            "+  Parent.attachChild(Greeted)",
            "+    Greeted.didBecomeActive()",
            "-    Greeted.didBecomeActive()",
            "+    Greeted.didLoad()",
            "-    Greeted.didLoad()",
            "-  Parent.attachChild(Greeted)",
            "-ParentRouting.routeToGreeted()",
        ])
        XCTAssertEqual(answer, 1, "the proxy returns what the router returned")
        XCTAssertEqual(proxy.children.map(RIBNaming.name(of:)), ["Greeted"])
    }
}

/// What a child tells its parent, with a labelled, an optional and no argument.
private protocol GreeterListener: AnyObject {
    func didGreet(name: String, loudly: Bool?)
    func ping()
}

/// How the parent's interactor routes.
private protocol ParentRouting: Routing {
    func routeToGreeted() -> Int
}

/// A `GreeterListener` proxy, as a sample's `…Tracing.swift` writes one.
private final class TracedGreeterListener: RIBCallProxy<any GreeterListener>, GreeterListener {
    func didGreet(name: String, loudly: Bool?) { forward(name, loudly as Any) { $0.didGreet(name: name, loudly: loudly) } }
    func ping() { forward { $0.ping() } }
}

/// A `ParentRouting` proxy.
private final class TracedParentRouting: RoutingProxy<any ParentRouting>, ParentRouting {
    func routeToGreeted() -> Int { forward { $0.routeToGreeted() } ?? 0 }
}

/// The parent: each greeting attaches a `Greeted` child, as a listener that routes would.
private final class ParentInteractor: Interactor, RIBNamed, GreeterListener {
    let ribName = "Parent"
    weak var router: ParentRouting?
    var onGreet: (() -> Void)?
    private(set) var greetings: [String] = []

    func didGreet(name: String, loudly: Bool?) {
        greetings.append(name)
        onGreet?()
    }

    func ping() {}
}

private final class ParentRouter: Router<ParentInteractor>, ParentRouting {
    init() {
        super.init(interactor: ParentInteractor())
        interactor.router = self
        interactor.onGreet = { [unowned self] in _ = self.routeToGreeted() }
    }

    func routeToGreeted() -> Int {
        attachChild(LoggingRouter("Greeted", log: CallLog()))
        return children.count
    }
}

/// Holds a listener weakly, as an interactor does.
private final class ListenerHolder {
    weak var listener: GreeterListener?
}
