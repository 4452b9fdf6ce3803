import Rx
import RxTesting
import SampleTitle
import Testing

/// Seed 000's interactor test in Swift Testing: requests from a cold observable at 100 and
/// 200, responses recorded on a TestScheduler.
@Suite("Title interactor")
struct TitleInteractorSpec {
    final class TestWorkerStub: TestWorker {
        override func getTitle() -> Single<String> { Single.just("hello") }
    }

    @Test("each request gets the stub's title at the request's time")
    func requestsBecomeResponses() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let interactor = Interactor(worker: TestWorkerStub())
        let disposeBag = DisposeBag()
        let output = scheduler.createObserver(String.self)
        scheduler.createColdObservable([.next(100, ()), .next(200, ())])
            .bind(to: interactor.request)
            .disposed(by: disposeBag)

        // when
        interactor.response.subscribe(output).disposed(by: disposeBag)
        scheduler.start()

        // then
        #expect(output.events == [.next(100, "hello"), .next(200, "hello")])
    }

    @Test("response is not shared: two subscribers mean two worker calls per request")
    func responseIsNotShared() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let worker = CountingWorker()
        let interactor = Interactor(worker: worker)
        let disposeBag = DisposeBag()
        interactor.response.subscribe().disposed(by: disposeBag)
        interactor.response.subscribe().disposed(by: disposeBag)

        // when
        scheduler.scheduleAt(100) { interactor.request.accept(()) }
        scheduler.start()

        // then
        #expect(worker.calls == 2)
    }

    final class CountingWorker: TestWorker {
        var calls = 0
        override func getTitle() -> Single<String> {
            calls += 1
            return Single.just("hello")
        }
    }
}
