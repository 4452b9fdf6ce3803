import Rx
import RxTesting
import SampleTitle
import XCTest

/// The real scene's interactor with the real worker: latency and failure. (Seed 000's own
/// stubbed interactor test runs as the seed wrote it, in SeedTests/Seed000.)
final class TitleInteractorTests: XCTestCase {
    var interactor: Interactor!
    var disposeBag: DisposeBag!

    override func setUp() {
        disposeBag = DisposeBag()
    }

    func testInteractor_RealWorkerAnswersAfterItsLatency() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        interactor = Interactor(worker: TitleWorker(scheduler: scheduler, latency: .seconds(50), title: "hi"))
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
        let worker = TitleWorker(scheduler: scheduler, latency: .seconds(10))
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
}
