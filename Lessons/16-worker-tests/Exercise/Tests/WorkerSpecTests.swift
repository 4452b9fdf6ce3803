import Rx
import RxTesting
import WorkerTesting
import XCTest

// Lesson 16: you write the worker's spec, on virtual time. The worker (in Reference/) is
// finished and correct; `check` runs these tests against it (they must pass) and against
// workers with seeded bugs (each must make at least one test fail). Fill in each `// TODO`.

final class WorkerSpecTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var service: LabelServiceStub!
    private var worker: LabelWorker!

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0)
        service = LabelServiceStub()
        worker = LabelWorker(service: service, scheduler: scheduler)
    }

    func testAnswer() {
        // TODO: when the service answers in time, the worker asks about the right interest and
        // emits the names it should show, in the order it should show them, then completes.
    }

    func testSlowService() {
        // TODO: when the service is too slow, the worker gives up at the promised time.
    }

    func testFailingService() {
        // TODO: when the service fails, the subscriber learns about it.
    }
}

/// Stands in for the network (`LabelService`): answers what a test sets up.
final class LabelServiceStub: LabelService {
    func labels(interest: String) -> Observable<[RawLabel]> {
        // TODO: answer what the test chose (and remember what was asked).
        .never()
    }
}
