import Rx
import RxTesting
import SampleTitle
import XCTest

/*
 Seed 000's interactor test, against the real scene: does each request event produce the
 expected response event? The worker is a stub injected into the interactor.
 */
final class TitleInteractorTests: XCTestCase {
    var interactor: Interactor!
    var disposeBag: DisposeBag!

    override func setUp() {
        interactor = Interactor(worker: TestWorkerStub())
        disposeBag = DisposeBag()
    }

    func testInteractor() {
        let scheduler = TestScheduler(initialClock: 0)
        let output = scheduler.createObserver(String.self)

        // given
        scheduler.createColdObservable([.next(100, ()), .next(200, ())])
            .bind(to: interactor.request)
            .disposed(by: disposeBag)

        // when
        interactor.response.subscribe(output)
            .disposed(by: disposeBag)

        // then
        scheduler.start()
        XCTAssertEqual(output.events, [.next(100, "hello"), .next(200, "hello")])
    }

    func testInteractor_RealWorkerAnswersAfterItsLatency() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        interactor = Interactor(worker: TestWorker(scheduler: scheduler, latency: .seconds(50), title: "hi"))
        scheduler.createColdObservable([.next(100, ()), .next(120, ())])
            .bind(to: interactor.request)
            .disposed(by: disposeBag)
        let output = scheduler.createObserver(String.self)

        // when
        interactor.response.subscribe(output).disposed(by: disposeBag)
        scheduler.start()

        // then: both calls in flight at once, answered in order
        XCTAssertEqual(output.events, [.next(150, "hi"), .next(170, "hi")])
    }

    func testInteractor_FailingWorkerEndsTheResponse() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let worker = TestWorker(scheduler: scheduler, latency: .seconds(10))
        worker.fails = true
        interactor = Interactor(worker: worker)
        scheduler.createColdObservable([.next(100, ()), .next(200, ())])
            .bind(to: interactor.request)
            .disposed(by: disposeBag)
        let output = scheduler.createObserver(String.self)

        // when
        interactor.response.subscribe(output).disposed(by: disposeBag)
        scheduler.start()

        // then: the error ends the stream; the second request gets nothing
        XCTAssertEqual(output.events, [.error(110, TitleWorkerError.unavailable)])
    }

    class TestWorkerStub: TestWorker {
        override func getTitle() -> Single<String> {
            return Single.just("hello")
        }
    }
}
