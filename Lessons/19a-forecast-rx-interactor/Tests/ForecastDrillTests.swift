import Forecast
import Rx
import RxTesting
import XCTest

/// Drill 19a's checks. Do not edit: `check` compares this file with the shipped copy.
final class ForecastDrillTests: XCTestCase {
    private struct NoStation: Error {}

    /// Answers each known city after its latency; fails for any other, at once.
    private final class WorkerStub: ForecastWorker {
        let scheduler: TestScheduler
        let answers: [String: (degrees: Int, latency: TestTime)]
        private(set) var asked: [String] = []
        init(_ scheduler: TestScheduler, _ answers: [String: (degrees: Int, latency: TestTime)]) {
            self.scheduler = scheduler
            self.answers = answers
        }
        func forecast(city: String) -> Single<Int> {
            asked.append(city)
            guard let answer = answers[city] else { return .error(NoStation()) }
            return scheduler.createColdObservable([.next(answer.latency, answer.degrees), .completed(answer.latency)])
                .asObservable().asSingle()
        }
    }

    private func run(_ requests: [Recorded<Event<String>>], answers: [String: (degrees: Int, latency: TestTime)])
        -> (events: [Recorded<Event<String>>], asked: [String]) {
        let scheduler = TestScheduler(initialClock: 0)
        let worker = WorkerStub(scheduler, answers)
        let interactor = ForecastInteractor(worker: worker)
        for case let (time, .next(city)) in requests.map({ ($0.time, $0.value) }) {
            scheduler.scheduleAt(time) { interactor.request.accept(city) }
        }
        let events = scheduler.start { interactor.response }.events
        return (events, worker.asked)
    }

    func testResponse_TheWorkersAnswerWhenItArrives() {
        let result = run([.next(210, "Oslo")], answers: ["Oslo": (4, 30)])
        XCTAssertEqual(result.events, [.next(240, "Oslo: 4°")])
        XCTAssertEqual(result.asked, ["Oslo"])
    }

    func testResponse_OnlyTheCityRequestedLast() {
        let result = run([.next(210, "Oslo"), .next(220, "Rome")], answers: ["Oslo": (4, 30), "Rome": (21, 15)])
        XCTAssertEqual(result.events, [.next(235, "Rome: 21°")], "Oslo's answer, still awaited when Rome was asked, is dropped")
        XCTAssertEqual(result.asked, ["Oslo", "Rome"])
    }

    func testResponse_AFailureShowsUnavailableAndLaterRequestsWork() {
        let result = run([.next(215, "Atlantis"), .next(230, "Mu"), .next(250, "Lima")], answers: ["Lima": (18, 5)])
        XCTAssertEqual(result.events, [.next(215, "Atlantis: unavailable"), .next(230, "Mu: unavailable"), .next(255, "Lima: 18°")],
                       "a failed forecast is shown as unavailable, and the next request is answered as usual")
    }
}
