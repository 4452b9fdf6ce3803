import Rx
import RxTesting
import SampleTitle
import Testing

/// The Title interactor in Swift Testing, on a TestScheduler. (Seed 000's own stubbed
/// interactor test runs as the seed wrote it, in SeedTests/Seed000.)
@Suite("Title interactor")
struct TitleInteractorSpec {
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

    final class CountingWorker: TitleWorker {
        var calls = 0
        override func getTitle() -> Single<String> {
            calls += 1
            return Single.just("hello")
        }
    }
}
