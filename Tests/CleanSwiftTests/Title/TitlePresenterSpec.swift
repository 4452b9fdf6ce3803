import Rx
import RxTesting
import SampleTitle
import Testing

/// Seed 000's presenter in Swift Testing. A Driver delivers on `SharingScheduler.make()`:
/// the main scheduler, whose queue Swift Testing's process services, or the TestScheduler
/// mocked in. The mock is global, so the suite runs serialized (no other suite in this
/// target uses Driver).
@Suite("Title presenter", .serialized)
struct TitlePresenterSpec {
    final class InteractorOutputLogicsStub: InteractorOutputLogics {
        let response: Observable<String>
        init(_ response: Observable<String>) { self.response = response }
    }

    @Test("toBlocking: a title passes through")
    func blockingSuccess() throws {
        // given
        let presenter = Presenter(interactor: InteractorOutputLogicsStub(.just("test")))
        var output: [String] = []

        // when
        output = try presenter.display.toBlocking(timeout: 2.0).toArray()

        // then
        #expect(output == ["test"])
    }

    @Test("toBlocking: an error becomes ERROR!, then the driver completes")
    func blockingError() throws {
        let presenter = Presenter(interactor: InteractorOutputLogicsStub(.error(TitleWorkerError.unavailable)))
        #expect(try presenter.display.toBlocking(timeout: 2.0).toArray() == ["ERROR!"])
    }

    @Test("TestScheduler: an error becomes ERROR! and the driver completes, each delivered one tick later")
    func errorBecomesERROR() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let response = scheduler.createColdObservable([.next(10, "hello"), .error(20, TitleWorkerError.unavailable), .next(30, "late")])
        let presenter = Presenter(interactor: InteractorOutputLogicsStub(response.asObservable()))
        var observer: TestableObserver<String>?

        // when
        SharingScheduler.mock(scheduler: scheduler) {
            observer = scheduler.start { presenter.display.asObservable() }
        }

        // then
        #expect(observer?.events == [.next(211, "hello"), .next(221, "ERROR!"), .completed(221)])
    }
}
