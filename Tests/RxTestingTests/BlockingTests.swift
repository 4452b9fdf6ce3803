import Foundation
import Synchronization
import ArchLabTestSupport
import XCTest
import Rx
import RxTesting

final class BlockingTests: XCTestCase {
    struct Boom: Error, Equatable {}

    private final class Label {
        var values: [Int] = []
        var onMainThread: [Bool] = []
    }

    private var baseline = ResourceBaseline()

    override func setUp() {
        super.setUp()
        baseline = ResourceBaseline.settled()
    }

    override func tearDown() {
        // Dispatch-based work may release its last references a moment after the result.
        baseline.assertReturned(settling: 1, "live resources after the blocking call returned")
        super.tearDown()
    }

    func testToArray_CollectsUntilCompletion() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    }

    func testToArray_ThrowsTheSequenceError() {
        XCTAssertThrowsError(try Observable<Int>.error(Boom()).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? Boom, Boom())
        }
    }

    func testFirst_ReturnsFirstAndUnsubscribes() throws {
        let disposed = Atomic<Bool>(false)
        let ticker = SerialDispatchQueueScheduler(internalSerialQueueName: "blocking-first")
        let source = Observable<Int>.create { observer in
            let timer = Observable<Int>.interval(.milliseconds(1), scheduler: ticker).subscribe(observer)
            return Disposables.create {
                timer.dispose()
                disposed.store(true, ordering: .relaxed)
            }
        }
        XCTAssertEqual(try source.toBlocking(timeout: 5).first(), 0)
        XCTAssertTrue(disposed.load(ordering: .relaxed), "first() must unsubscribe once it has its element")
    }

    func testFirst_EmptyIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testLast() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testSingle_ErrorsForNoneAndMany() throws {
        XCTAssertEqual(try Observable.just(4).toBlocking().single(), 4)
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            guard case RxError.noElements = error else { return XCTFail("expected noElements, got \(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("expected moreThanOneElement, got \(error)") }
        }
    }

    func testSinglePredicate_MatchesOnlyOne() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("expected moreThanOneElement, got \(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { _ in throw Boom() }) { error in
            XCTAssertEqual(error as? Boom, Boom())
        }
    }

    func testMaterialize_CompletedAndFailed() {
        XCTAssertEqual(Observable.of(1, 2).toBlocking().materialize(), .completed(elements: [1, 2]))
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(Boom())
            return Disposables.create()
        }
        XCTAssertEqual(failing.toBlocking().materialize(), .failed(elements: [1], error: Boom()))
    }

    func testTimeout_ThrowsRxErrorTimeout() {
        let start = Date()
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) { error in
            guard case RxError.timeout = error else { return XCTFail("expected timeout, got \(error)") }
        }
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertGreaterThanOrEqual(elapsed, 0.05)
        XCTAssertLessThan(elapsed, 1)
    }

    func testTimeout_MaterializeKeepsElementsBeforeIt() {
        let partial = Observable<Int>.create { observer in
            observer.onNext(9)
            return Disposables.create()
        }
        XCTAssertEqual(partial.toBlocking(timeout: 0.05).materialize(), .failed(elements: [9], error: RxError.timeout))
    }

    func testMainThread_ServicesTheMainQueueWhileWaiting() throws {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs test methods on the main thread")
        // asyncInstance always goes through the main queue, which only runs if it is serviced.
        let value = try Observable.just(5)
            .observe(on: MainScheduler.asyncInstance)
            .toBlocking(timeout: 2)
            .first()
        XCTAssertEqual(value, 5)
    }

    func testMainThread_DriverFedFromBackgroundDeliversOnMain() throws {
        let driver = Observable.of(1, 2)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .asDriver(onErrorJustReturn: -1)
        let values = try driver.asObservable()
            .map { ($0, Thread.isMainThread) }
            .toBlocking(timeout: 2)
            .toArray()
        XCTAssertEqual(values.map(\.0), [1, 2])
        XCTAssertEqual(values.map(\.1), [true, true])
        XCTAssertEqual(try driver.toBlocking(timeout: 2).last(), 2)
    }

    func testMainThread_BinderWorkFromBackgroundRuns() throws {
        let label = Label()
        let done = ReplaySubject<Int>.create(bufferSize: 1)
        let binder = Binder(label) { label, value in
            label.values.append(value)
            label.onMainThread.append(Thread.isMainThread)
            done.onNext(value)
            done.onCompleted()
        }
        let subscription = Observable.just(42)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .bind(to: binder)
        XCTAssertEqual(try done.toBlocking(timeout: 2).first(), 42)
        XCTAssertEqual(label.values, [42])
        XCTAssertEqual(label.onMainThread, [true])
        subscription.dispose()
    }

    func testMainThread_MainQueueAsyncAfterIsServiced() throws {
        let source = Observable<Int>.create { observer in
            nonisolated(unsafe) let observer = observer // reason: used by exactly one main-queue block.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) {
                observer.onNext(1)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking(timeout: 2).toArray(), [1])
    }

    func testBackgroundThread_WaitsOnWorkFromOtherThreads() {
        let finished = DispatchSemaphore(value: 0)
        let result = Mutex<[Int]?>(nil)
        let timedOut = Mutex<Bool>(false)
        DispatchQueue.global().async {
            let background = ConcurrentDispatchQueueScheduler(qos: .default)
            let values = try? Observable.of(1, 2, 3).delay(.milliseconds(10), scheduler: background).toBlocking(timeout: 2).toArray()
            result.withLock { $0 = values }
            do {
                _ = try Observable<Int>.never().toBlocking(timeout: 0.02).first()
            } catch RxError.timeout {
                timedOut.withLock { $0 = true }
            } catch {}
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(result.withLock { $0 }, [1, 2, 3])
        XCTAssertTrue(timedOut.withLock { $0 })
    }
}
