import Rx
import RxTesting
import RxVIP
import XCTest

/// Lesson 10's checks: seed 000's tests, run against your scene.
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

    final class TestWorkerStub: TestWorker {
        override func getTitle() -> Single<String> {
            Single.just("hello")
        }
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
