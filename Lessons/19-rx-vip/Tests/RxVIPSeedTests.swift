import Rx
import RxTesting
import RxVIP
import XCTest

/// Lesson 19's checks: seed 000's tests, run against your scene.
/// Do not edit: `check` compares this file with the shipped copy.

/// Interactor input → output with RxTest: does a request give the expected response?
/// The worker is a stub injected into the interactor.
final class InteractorTests: XCTestCase {
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
        XCTAssertEqual(output.events, [.next(100, "hello"), .next(200, "hello")],
                       "each request (at 100 and 200) should give the worker's title at the same time")
    }

    /// Not from the seed: a worker that takes 30 ticks and answers a different title each
    /// time, so that only a response built from the worker's answer passes.
    func testInteractor_AnswersWithEachTitleWhenTheWorkerAnswers() {
        let scheduler = TestScheduler(initialClock: 0)
        let interactor = Interactor(worker: SlowWorkerStub(titles: ["Mars", "Venus"], latency: 30, scheduler: scheduler))
        let output = scheduler.createObserver(String.self)
        interactor.response.subscribe(output).disposed(by: disposeBag)
        scheduler.scheduleAt(100) { interactor.request.accept(()) }
        scheduler.scheduleAt(150) { interactor.request.accept(()) }
        scheduler.start()
        XCTAssertEqual(output.events, [.next(130, "Mars"), .next(180, "Venus")],
                       "each request should give the worker's answer, when the worker answers (30 ticks later)")
    }

    final class TestWorkerStub: TestWorker {
        override func getTitle() -> Single<String> {
            Single.just("hello")
        }
    }
}

/// Answers `titles` in turn, each `latency` ticks after it is asked.
final class SlowWorkerStub: TestWorker {
    private var titles: [String]
    private let latency: Int
    private let scheduler: TestScheduler

    init(titles: [String], latency: Int, scheduler: TestScheduler) {
        self.titles = titles
        self.latency = latency
        self.scheduler = scheduler
    }

    override func getTitle() -> Single<String> {
        let title = titles.isEmpty ? "no more titles" : titles.removeFirst()
        return Observable<Int>.timer(.seconds(latency), scheduler: scheduler).map { _ in title }.asSingle()
    }
}

/// Presenter output with toBlocking: the interactor's output is a stub.
final class PresenterTests: XCTestCase {
    private struct Offline: Error {}
    var stub: InteractorOutputLogicsStub!
    var presenter: Presenter!

    override func setUp() {
        stub = InteractorOutputLogicsStub()
        presenter = Presenter(interactor: stub)
    }

    func testPresenter() throws {
        // Given
        stub.isSuccess = true
        // When
        let output = try presenter.display.toBlocking(timeout: 2.0).toArray()
        // Then
        XCTAssertEqual(output, ["test"], "display should pass the interactor's response on")
    }

    func testPresenter2() throws {
        stub.isSuccess = false
        let output = try presenter.display.toBlocking(timeout: 2.0).toArray()
        XCTAssertEqual(output, ["error"], "display should pass the interactor's response on")
    }

    func testPresenter_ErrorBecomesERROR() throws {
        stub.fails = true
        let output = try presenter.display.toBlocking(timeout: 2.0).toArray()
        XCTAssertEqual(output, ["ERROR!"], "an error from the interactor should show \"ERROR!\" and end the driver")
    }

    final class InteractorOutputLogicsStub: InteractorOutputLogics {
        var isSuccess = true
        var fails = false
        var response: Observable<String> {
            fails ? Observable.error(Offline()) : Observable.just(isSuccess ? "test" : "error")
        }
    }
}

/// The view controller wires the cycle: a request reaches the display.
final class ViewControllerTests: XCTestCase {
    func testConfigureVIPCycle_RequestReachesTheDisplay() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewController = ViewController(worker: InteractorTests.TestWorkerStub())
            guard let interactor = viewController.interactor, let presenter = viewController.presenter else {
                return XCTFail("configureVIPCycle() should set both interactor and presenter")
            }
            let shown = scheduler.createObserver(String.self)
            scheduler.scheduleAt(10) { _ = presenter.display.drive(shown) }
            scheduler.scheduleAt(20) { interactor.request.accept(()) }
            scheduler.start()
            XCTAssertEqual(shown.events, [.next(21, "hello")],
                           "a request at 20 should be displayed (one tick later, on the mocked main scheduler)")
        }
    }
}
