import RIBs
import Rx
import XCTest

private final class CountingWorker: Worker {
    var didStartCount = 0
    var didStopCount = 0
    var startedDisposable: BooleanDisposable?

    override func didStart(_ interactorScope: InteractorScope) {
        didStartCount += 1
        let disposable = BooleanDisposable()
        startedDisposable = disposable
        disposable.disposeOnStop(self)
    }

    override func didStop() {
        didStopCount += 1
    }
}

final class WorkerTests: RIBsTestCase {
    func testStart_InactiveInteractor_WaitsForActivation() {
        let interactor = LoggingInteractor("A", log: CallLog())
        let worker = CountingWorker()
        worker.start(interactor)
        XCTAssertTrue(worker.isStarted)
        XCTAssertEqual(worker.didStartCount, 0)
        interactor.activate()
        XCTAssertEqual(worker.didStartCount, 1)
    }

    func testStart_WhenStarted_IsANoOp() {
        let interactor = LoggingInteractor("A", log: CallLog())
        interactor.activate()
        let worker = CountingWorker()
        worker.start(interactor)
        worker.start(interactor)
        XCTAssertEqual(worker.didStartCount, 1)
    }

    func testDidStart_FiresOnEveryActivation_AndStopsOnEveryDeactivation() {
        let interactor = LoggingInteractor("A", log: CallLog())
        let worker = CountingWorker()
        worker.start(interactor)
        interactor.activate()
        let first = worker.startedDisposable
        interactor.deactivate()
        XCTAssertEqual(first?.isDisposed, true, "disposeOnStop subscriptions end when the interactor resigns")
        XCTAssertTrue(worker.isStarted, "still started: it resumes on the next activation")
        interactor.activate()
        interactor.deactivate()
        interactor.activate()
        XCTAssertEqual(worker.didStartCount, 3)
        XCTAssertEqual(worker.didStopCount, 2)
    }

    func testStop_DisposesAndNoLongerFollowsTheInteractor() {
        let interactor = LoggingInteractor("A", log: CallLog())
        interactor.activate()
        let worker = CountingWorker()
        var started: [Bool] = []
        let subscription = worker.isStartedStream.subscribe(onNext: { started.append($0) })
        worker.start(interactor)
        worker.stop()
        XCTAssertEqual(worker.startedDisposable?.isDisposed, true)
        interactor.deactivate()
        interactor.activate()
        XCTAssertEqual(worker.didStartCount, 1)
        XCTAssertEqual(worker.didStopCount, 1)
        XCTAssertEqual(started, [false, true, false])
        subscription.dispose()
    }

    func testDisposeOnStop_StoppedWorker_DisposesAtOnce() {
        let worker = CountingWorker()
        let disposable = BooleanDisposable()
        disposable.disposeOnStop(worker)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testWorker_HoldsInteractorWeakly() {
        var interactor: LoggingInteractor? = LoggingInteractor("A", log: CallLog())
        weak let weakInteractor = interactor
        let worker = CountingWorker()
        worker.start(interactor!)
        interactor?.activate()
        interactor = nil
        XCTAssertNil(weakInteractor)
        XCTAssertEqual(worker.didStopCount, 1, "the interactor's deactivation at deinit stops the work")
    }
}
