import RIBs
import Rx
import XCTest

/// `RIBCalls`: each attach, detach, activation, load and workflow step as it begins and ends,
/// with its nesting depth, so a trace can show a call above what it caused.
final class RIBCallsTests: RIBsTestCase {
    private func recordCalls(_ body: () -> Void) -> [String] {
        var calls: [String] = []
        let subscription = RIBCalls.stream.subscribe(onNext: { call in
            calls.append("\(call.phase == .begin ? "+" : "-")\(String(repeating: " ", count: call.depth * 2))\(call)")
        })
        body()
        subscription.dispose()
        return calls
    }

    func testAttach_TheCallComesBeforeWhatItCaused_Nested() {
        let log = CallLog()
        let root = LoggingRouter("Root", log: log)
        let child = LoggingRouter("Child", log: log)
        child.childrenToAttachOnLoad = [LoggingRouter("Grandchild", log: log)]
        root.interactable.activate()
        XCTAssertEqual(recordCalls { root.attachChild(child) }, [
            "+Root.attachChild(Child)",
            "+  Child.didBecomeActive()",
            "-  Child.didBecomeActive()",
            "+  Child.didLoad()",
            "+    Child.attachChild(Grandchild)",
            "+      Grandchild.didBecomeActive()",
            "-      Grandchild.didBecomeActive()",
            "+      Grandchild.didLoad()",
            "-      Grandchild.didLoad()",
            "-    Child.attachChild(Grandchild)",
            "-  Child.didLoad()",
            "-Root.attachChild(Child)",
        ])
        XCTAssertEqual(recordCalls { root.detachChild(child) }, [
            "+Root.detachChild(Child)",
            "+  Child.willResignActive()",
            "+    Grandchild.willResignActive()",
            "-    Grandchild.willResignActive()",
            "-  Child.willResignActive()",
            "-Root.detachChild(Child)",
        ])
    }

    func testEventsStillComeAfterTheFact() {
        let root = LoggingRouter("Root", log: CallLog())
        root.interactable.activate()
        var events: [String] = []
        let subscription = RIBEvents.stream.subscribe(onNext: { events.append($0.description) })
        root.attachChild(LoggingRouter("Child", log: CallLog()))
        subscription.dispose()
        XCTAssertEqual(events, ["activated Child", "loaded Child", "attached Child to Root"])
    }

    func testNothingIsNamedWhileUnobserved_AndDepthStartsAtZeroAgain() {
        let root = LoggingRouter("Root", log: CallLog())
        root.interactable.activate()
        root.attachChild(LoggingRouter("Unseen", log: CallLog()))
        XCTAssertEqual(recordCalls { root.attachChild(LoggingRouter("Seen", log: CallLog())) }.first, "+Root.attachChild(Seen)")
    }
}
