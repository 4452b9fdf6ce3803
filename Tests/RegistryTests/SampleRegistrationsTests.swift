import ArchLabRegistry
import CleanSwift
import Foundation
import RIBs
import Rx
import RxTesting
import SampleLabelEditor
import SampleOrders
import SampleTicTacToe
import SampleTitle
import SampleTodo
import ShippedSamples
import XCTest

/// The shipped samples list themselves the way the learner's code does.
final class SampleRegistrationsTests: XCTestCase {
    private let all = ShippedSamples.registrations

    private func context() -> (TestScheduler, LoadContext) {
        let scheduler = TestScheduler(initialClock: 0)
        return (scheduler, LoadContext(scheduler: scheduler, tracer: CycleTracer(scheduler: scheduler)))
    }

    func testEverySample_IsListedOnce() {
        XCTAssertEqual(all.map(\.name), ["title", "labels", "orders", "todo", "tictactoe"])
        XCTAssertEqual(all.map(\.kind), [.scene, .scene, .scene, .app, .app])
        XCTAssertTrue(all.allSatisfy { !$0.summary.isEmpty })
    }

    func testScenes_RunOnTheContextsClock() throws {
        for case .scene(let registration) in all {
            let (scheduler, context) = context()
            let scene = registration.make(context)
            let action = try XCTUnwrap(scene.view.userActions.first, registration.name)
            try scene.view.fire(action.name, [:])
            scheduler.advanceTo(100)
            XCTAssertEqual(scene.name, registration.name)
            XCTAssertFalse(context.tracer.calls.isEmpty, "\(registration.name) traces its calls into the context's tracer")
        }
    }

    func testApps_LaunchAndOpenTheirDeepLinks() throws {
        var launched: [String: HeadlessApp] = [:]
        for case .app(let registration) in all {
            let (scheduler, context) = context()
            LeakDetector.setInstance(LeakDetector(scheduler: scheduler))
            defer { LeakDetector.resetInstance() }
            launched[registration.name] = registration.launch(context)
        }
        XCTAssertEqual(launched["todo"]?.tree.name, "Root")
        XCTAssertEqual(launched["todo"]?.tree.children.map(\.name), ["LoggedOut"])
        guard case .app(let tictactoe)? = all.last else { return XCTFail("tictactoe is an app") }
        XCTAssertEqual(tictactoe.deepLinks, ["ribs-training://launchGame?gameId=ticTacToe"])
        let link = try XCTUnwrap(URL(string: tictactoe.deepLinks[0]))
        XCTAssertEqual(launched["tictactoe"]?.open(link), true)
    }
}
