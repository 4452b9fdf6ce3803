import ArchLabRegistry
import CleanSwift
import Rx
import RxTesting
import SampleTitle
import XCTest

final class SceneRegistrationTests: XCTestCase {
    func testMake_RunsTheSceneOnTheContextsClock() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let registration = Registration.scene(SceneRegistration(name: "title", summary: "seed 000") {
            TitleScene.make(scheduler: $0.scheduler, tracer: $0.tracer)
        })
        guard case .scene(let scene) = registration else { return XCTFail("expected a scene") }
        let context = LoadContext(scheduler: scheduler, tracer: CycleTracer(scheduler: scheduler))

        let running = scene.make(context)
        try running.view.fire("request")
        scheduler.advanceTo(50)

        XCTAssertEqual(registration.kind, .scene)
        XCTAssertEqual(registration.name, "title")
        XCTAssertEqual(context.tracer.calls.map(\.time), [0, 0, 50, 50, 50])
        XCTAssertEqual(context.tracer.calls.last.map { "\($0.from.rawValue)->\($0.to.rawValue)" }, "presenter->view")
    }
}
