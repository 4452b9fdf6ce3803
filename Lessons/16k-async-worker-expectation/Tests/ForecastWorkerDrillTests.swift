import AsyncWorker
import Dispatch
import Synchronization
import XCTest

/// Drill 16k's checks. Do not edit: `check` compares this file with the shipped copy.
final class ForecastWorkerDrillTests: XCTestCase {
    /// What the completion handler received, written on the callback queue, read by the test.
    private final class Answers: Sendable {
        let received = Mutex<[Result<String, ForecastError>]>([])
        let lookedUpOn = Mutex<[String]>([])
        let calledBackOn = Mutex<[String]>([])
        var all: [Result<String, ForecastError>] { received.withLock { $0 } }
    }

    /// Tells which of the two queues the code runs on ("work", "callback" or "elsewhere").
    private final class QueueProbe: @unchecked Sendable {
        // @unchecked: the key is set once, before the queues run anything, and only read after.
        private let key = DispatchSpecificKey<String>()

        init(work: DispatchQueue, callback: DispatchQueue) {
            work.setSpecific(key: key, value: "work")
            callback.setSpecific(key: key, value: "callback")
        }

        var current: String { DispatchQueue.getSpecific(key: key) ?? "elsewhere" }
    }

    private func queues() -> (work: DispatchQueue, callback: DispatchQueue) {
        (DispatchQueue(label: "forecast.work"), DispatchQueue(label: "forecast.callback"))
    }

    func testForecast_CallsBackWithTheTemperature() {
        let (work, callback) = queues()
        let worker = ForecastWorker(lookUp: { $0 == "Oslo" ? 21 : nil }, workQueue: work, callbackQueue: callback)
        let answers = Answers()
        let answered = expectation(description: "the worker answered")
        worker.forecast(for: "Oslo") { result in
            answers.received.withLock { $0.append(result) }
            answered.fulfill()
        }
        wait(for: [answered], timeout: 2)
        XCTAssertEqual(answers.all, [.success("Oslo: 21°")])
    }

    func testForecast_AnUnknownCityFails() async {
        let (work, callback) = queues()
        let worker = ForecastWorker(lookUp: { $0 == "Lima" ? 19 : nil }, workQueue: work, callbackQueue: callback)
        let answers = Answers()
        let answered = expectation(description: "the worker answered twice")
        answered.expectedFulfillmentCount = 2
        for city in ["Lima", "Atlantis"] {
            worker.forecast(for: city) { result in
                answers.received.withLock { $0.append(result) }
                answered.fulfill()
            }
        }
        await fulfillment(of: [answered], timeout: 2)
        XCTAssertEqual(answers.all, [.success("Lima: 19°"), .failure(.unknownCity("Atlantis"))],
                       "one answer per request, in the order asked on the serial queues")
    }

    func testForecast_ReturnsBeforeItAnswers() {
        let (work, callback) = queues()
        let worker = ForecastWorker(lookUp: { _ in 8 }, workQueue: work, callbackQueue: callback)
        let answers = Answers()
        let answered = expectation(description: "the worker answered")
        work.suspend()
        worker.forecast(for: "Reykjavik") { result in
            answers.received.withLock { $0.append(result) }
            answered.fulfill()
        }
        XCTAssertEqual(answers.all, [], "while the work queue is held, no answer may have arrived: the lookup must not run on the caller's thread")
        work.resume()
        wait(for: [answered], timeout: 2)
        XCTAssertEqual(answers.all, [.success("Reykjavik: 8°")])
    }

    func testForecast_LooksUpOnTheWorkQueueAndCallsBackOnTheCallbackQueue() {
        let (work, callback) = queues()
        let probe = QueueProbe(work: work, callback: callback)
        let answers = Answers()
        let worker = ForecastWorker(lookUp: { _ in
            answers.lookedUpOn.withLock { $0.append(probe.current) }
            return 30
        }, workQueue: work, callbackQueue: callback)
        let answered = expectation(description: "the worker answered")
        worker.forecast(for: "Cairo") { _ in
            answers.calledBackOn.withLock { $0.append(probe.current) }
            answered.fulfill()
        }
        wait(for: [answered], timeout: 2)
        XCTAssertEqual(answers.lookedUpOn.withLock { $0 }, ["work"], "the slow lookup runs on the work queue")
        XCTAssertEqual(answers.calledBackOn.withLock { $0 }, ["callback"], "the completion runs on the callback queue")
    }

    func testForecast_AnswersOnlyOnce() {
        let (work, callback) = queues()
        let worker = ForecastWorker(lookUp: { _ in 14 }, workQueue: work, callbackQueue: callback)
        let answered = expectation(description: "the worker answered")
        let answeredAgain = expectation(description: "a second answer")
        answeredAgain.isInverted = true
        let count = Answers()
        worker.forecast(for: "Lisbon") { result in
            let seen = count.received.withLock { $0.append(result); return $0.count }
            if seen == 1 { answered.fulfill() } else { answeredAgain.fulfill() }
        }
        wait(for: [answered], timeout: 2)
        wait(for: [answeredAgain], timeout: 0.2)
        XCTAssertEqual(count.all, [.success("Lisbon: 14°")])
    }
}
