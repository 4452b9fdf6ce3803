import CleanSwift
import Rx
import RxTesting
import XCTest

/// The tracer: virtual-time stamps, draining, summaries, and traced streams.
final class CycleTracerTests: XCTestCase {
    func testTracedStream_RecordsElementsAndErrorWithTheirTimes() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let tracer = CycleTracer(scheduler: scheduler)
        let source = scheduler.createColdObservable([.next(10, "hi"), .error(20, TestFailure.boom)])

        // when
        let observer = scheduler.start { source.traced(by: tracer, from: .interactor, to: .presenter, method: "response") }

        // then
        XCTAssertEqual(observer.events.count, 2)
        XCTAssertEqual(tracer.calls.map(\.description), [
            "[t=210] interactor -> presenter  response(\"hi\")",
            "[t=220] interactor -> presenter  response failed: boom",
        ])
    }

    func testDrain_ReturnsOnlyNewCalls() {
        let tracer = CycleTracer.untimed()
        tracer.record(from: .view, to: .interactor, method: "load(_:)", argument: ())
        XCTAssertEqual(tracer.drain().map(\.call), ["load()"])
        tracer.record(from: .view, to: .interactor, method: "save(_:)", argument: 3)
        XCTAssertEqual(tracer.drain().map(\.call), ["save(3)"])
        XCTAssertEqual(tracer.drain(), [])
        XCTAssertEqual(tracer.calls.count, 2)
    }

    func testSummary_ClipsLongValuesAndUsesTraceSummary() {
        XCTAssertEqual(TraceSummary.of(String(repeating: "x", count: 100)).count, TraceSummary.maximumLength)
        XCTAssertEqual(TraceSummary.of(Summarized()), "short")
        XCTAssertEqual(TraceSummary.of([Summarized(), Summarized()]), "[short, short]")
        XCTAssertEqual(TraceSummary.methodName("renderLabelList(_:)"), "renderLabelList")
    }

    private enum TestFailure: Error { case boom }

    private struct Summarized: TraceSummarizable {
        var traceSummary: String { "short" }
    }
}
