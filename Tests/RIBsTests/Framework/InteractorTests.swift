import RIBs
import Rx
import XCTest

final class InteractorTests: RIBsTestCase {
    func testActivate_EmitsOnStreamBeforeDidBecomeActive() {
        let log = CallLog()
        let interactor = LoggingInteractor("A", log: log)
        let subscription = interactor.isActiveStream.subscribe(onNext: { log.append("stream \($0)") })
        interactor.activate()
        XCTAssertEqual(log.entries, ["stream false", "stream true", "A.didBecomeActive"])
        XCTAssertTrue(interactor.isActive)
        subscription.dispose()
    }

    func testDeactivate_WillResignThenDisposesThenEmits() {
        let log = CallLog()
        let interactor = LoggingInteractor("A", log: log)
        interactor.activate()
        Disposables.create { log.append("disposed") }.disposeOnDeactivate(interactor: interactor)
        let subscription = interactor.isActiveStream.skip(1).subscribe(onNext: { log.append("stream \($0)") })
        log.clear()
        interactor.deactivate()
        XCTAssertEqual(log.entries, ["A.willResignActive", "disposed", "stream false"])
        XCTAssertFalse(interactor.isActive)
        subscription.dispose()
    }

    func testActivateTwice_IsANoOp() {
        let log = CallLog()
        let interactor = LoggingInteractor("A", log: log)
        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        interactor.deactivate()
        XCTAssertEqual(log.entries, ["A.didBecomeActive", "A.willResignActive"])
    }

    func testDisposeOnDeactivate_InactiveInteractor_DisposesAtOnce() {
        let interactor = LoggingInteractor("A", log: CallLog())
        let disposable = BooleanDisposable()
        disposable.disposeOnDeactivate(interactor: interactor)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testDisposeOnDeactivate_ActiveInteractor_DisposesOnDeactivateOnly() {
        let interactor = LoggingInteractor("A", log: CallLog())
        interactor.activate()
        let disposable = BooleanDisposable()
        disposable.disposeOnDeactivate(interactor: interactor)
        XCTAssertFalse(disposable.isDisposed)
        interactor.deactivate()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testIsActiveStream_ReplaysAndCompletesOnDeinit() {
        var interactor: LoggingInteractor? = LoggingInteractor("A", log: CallLog())
        var events: [String] = []
        let subscription = interactor!.isActiveStream.subscribe(
            onNext: { events.append("\($0)") },
            onCompleted: { events.append("completed") }
        )
        interactor?.activate()
        interactor = nil
        XCTAssertEqual(events, ["false", "true", "false", "completed"])
        subscription.dispose()
    }

    func testConfineTo_PassesElementsOnlyWhileActive() {
        let interactor = LoggingInteractor("A", log: CallLog())
        let source = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = source.confineTo(interactor).subscribe(onNext: { received.append($0) })
        source.onNext(1)
        interactor.activate()
        source.onNext(2)
        interactor.deactivate()
        source.onNext(3)
        interactor.activate()
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testPresentableInteractor_ExpectsPresenterFreed() {
        final class Presenter {}
        var presenter: Presenter? = Presenter()
        var interactor: PresentableInteractor<Presenter>? = PresentableInteractor(presenter: presenter!)
        interactor = nil
        XCTAssertNil(interactor)
        advance(1)
        XCTAssertEqual(failures.kinds, [.objectLeaked], "the presenter is still held by the test")
        presenter = nil
        _ = presenter
    }
}
