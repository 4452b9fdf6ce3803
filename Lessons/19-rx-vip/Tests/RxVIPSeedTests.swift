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
        let interactor = Interactor(worker: ScriptedWorkerStub(answers: [("Mars", 30), ("Venus", 30)], scheduler: scheduler))
        let output = scheduler.createObserver(String.self)
        interactor.response.subscribe(output).disposed(by: disposeBag)
        scheduler.scheduleAt(100) { interactor.request.accept(()) }
        scheduler.scheduleAt(150) { interactor.request.accept(()) }
        scheduler.start()
        XCTAssertEqual(output.events, [.next(130, "Mars"), .next(180, "Venus")],
                       "each request should give the worker's answer, when the worker answers (30 ticks later)")
    }

    /// Not from the seed: a second request before the first is answered. The seed's `flatMap`
    /// keeps both calls running and passes each answer on when it comes, the later request's
    /// quicker answer first. `flatMapLatest` would drop Mars (it ends the first call when the
    /// second request comes), `concatMap` would hold Venus back until Mars is in, and
    /// `flatMapFirst` would ignore the second request.
    func testInteractor_OverlappingRequestsEachGetTheirAnswerWhenItComes() {
        let scheduler = TestScheduler(initialClock: 0)
        let worker = ScriptedWorkerStub(answers: [("Mars", 50), ("Venus", 10), ("Pluto", 20)], scheduler: scheduler)
        let interactor = Interactor(worker: worker)
        let output = scheduler.createObserver(String.self)
        interactor.response.subscribe(output).disposed(by: disposeBag)
        scheduler.scheduleAt(100) { interactor.request.accept(()) }
        scheduler.scheduleAt(120) { interactor.request.accept(()) }
        scheduler.scheduleAt(300) { interactor.request.accept(()) }
        scheduler.start()
        XCTAssertEqual(output.events, [.next(130, "Venus"), .next(150, "Mars"), .next(320, "Pluto")],
                       "every request should get its own answer when the worker gives it, even while an earlier one is still waiting")
        XCTAssertEqual(worker.calls, [100, 120, 300], "the worker should be asked once per request, when the request comes")
    }

    final class TestWorkerStub: TestWorker {
        override func getTitle() -> Single<String> {
            Single.just("hello")
        }
    }
}

/// Answers each call with the next of `answers`, that many ticks after it is asked, and notes
/// when it was asked.
final class ScriptedWorkerStub: TestWorker {
    private var answers: [(title: String, latency: Int)]
    private let scheduler: TestScheduler
    private(set) var calls: [TestTime] = []

    init(answers: [(title: String, latency: Int)], scheduler: TestScheduler) {
        self.answers = answers
        self.scheduler = scheduler
    }

    override func getTitle() -> Single<String> {
        calls.append(scheduler.clock)
        let (title, latency) = answers.isEmpty ? ("no more titles", 1) : answers.removeFirst()
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
