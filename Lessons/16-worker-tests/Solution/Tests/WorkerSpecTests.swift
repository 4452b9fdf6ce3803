import Rx
import RxTesting
import WorkerTesting
import XCTest

/// Lesson 16, reference tests: the worker spec on virtual time, with a service stub that
/// answers with cold observables. They pass on the reference worker and catch every seeded
/// bug in Mutants/.
final class WorkerSpecTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var service: LabelServiceStub!
    private var worker: LabelWorker!

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0)
        service = LabelServiceStub()
        worker = LabelWorker(service: service, scheduler: scheduler)
    }

    func testAsksForTheInterestAndShowsVisibleNamesSorted() {
        service.answer = scheduler.createColdObservable([
            .next(10, [RawLabel(name: "Tabby"), RawLabel(name: "Secret", hidden: true), RawLabel(name: "Siamese")]),
            .completed(10),
        ]).asObservable()
        let observer = scheduler.start { self.worker.visibleLabelNames(interest: "Cats") }
        XCTAssertEqual(service.interests, ["Cats"])
        XCTAssertEqual(observer.events, [.next(210, ["Siamese", "Tabby"]), .completed(210)])
    }

    func testGivesUpAfterThirtyTicksWithAnEmptyList() {
        service.answer = scheduler.createColdObservable([.next(40, [RawLabel(name: "Late")]), .completed(40)]).asObservable()
        let observer = scheduler.start { self.worker.visibleLabelNames(interest: "Cats") }
        XCTAssertEqual(observer.events, [.next(230, []), .completed(230)])
    }

    func testPassesTheServiceErrorOn() {
        service.answer = scheduler.createColdObservable([.error(5, ServiceError.offline)]).asObservable()
        let observer = scheduler.start { self.worker.visibleLabelNames(interest: "Cats") }
        XCTAssertEqual(observer.events.count, 1)
        XCTAssertEqual(observer.events.first?.time, 205)
        XCTAssertEqual(observer.events.first?.value.error as? ServiceError, .offline)
    }
}

enum ServiceError: Error, Equatable {
    case offline
}

/// Stands in for the network: answers what the test set, and records what it was asked.
final class LabelServiceStub: LabelService {
    var answer: Observable<[RawLabel]> = .never()
    private(set) var interests: [String] = []

    func labels(interest: String) -> Observable<[RawLabel]> {
        interests.append(interest)
        return answer
    }
}
