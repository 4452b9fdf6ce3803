import CleanSwift
import Rx
import RxTesting
import SampleTitle
import XCTest

/// Tracing the Rx-style title scene (XCTest runs on the main thread, where the Driver's
/// main scheduler delivers at once): request, worker call and answer, response, display.
final class TitleTracingTests: XCTestCase {
    func testRequest_RecordsTheCycleAcrossTheWorkersLatency() throws {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let tracer = CycleTracer(scheduler: scheduler)
        let scene = TitleScene.make(scheduler: scheduler, tracer: tracer, latency: .seconds(50))

        // when
        scheduler.scheduleAt(100) { try? scene.view.fire("request") }
        scheduler.start()

        // then
        XCTAssertEqual(tracer.calls.map(\.description), [
            "[t=100] view -> interactor  request()",
            "[t=100] interactor -> worker  getTitle()",
            "[t=150] worker -> interactor  getTitle => \"hello\"",
            "[t=150] interactor -> presenter  response(\"hello\")",
            "[t=150] presenter -> view  display(\"hello\")",
        ])
        XCTAssertEqual(scene.view.render(), "Title: hello\n  [worker fails: off]")
    }

    func testFailingWorker_TracesTheFailureAndTheERRORDisplay_ThenRequestsGoNowhere() throws {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let tracer = CycleTracer(scheduler: scheduler)
        let scene = TitleScene.make(scheduler: scheduler, tracer: tracer, latency: .seconds(50))
        let display = scheduler.createObserver(String.self)
        let subscription = try XCTUnwrap(scene.stream(named: "title.display")).events.subscribe(display)
        defer { subscription.dispose() }

        // when
        scheduler.scheduleAt(100) { try? scene.view.fire("worker-fails") }
        scheduler.scheduleAt(110) { try? scene.view.fire("request") }
        scheduler.scheduleAt(300) { try? scene.view.fire("request") }
        scheduler.start()

        // then
        XCTAssertEqual(tracer.calls.map(\.description), [
            "[t=110] view -> interactor  request()",
            "[t=110] interactor -> worker  getTitle()",
            "[t=160] worker -> interactor  getTitle failed: the title service is unavailable",
            "[t=160] interactor -> presenter  response failed: the title service is unavailable",
            "[t=160] presenter -> view  display(\"ERROR!\")",
            "[t=300] view -> interactor  request()",
        ])
        XCTAssertEqual(display.events, [.next(160, "ERROR!"), .completed(160)])
        XCTAssertTrue(scene.view.render().hasPrefix("Title: ERROR!\n  The display completed"))
    }
}
