import XCTest
import Rx
import RxTesting

final class ConcurrencyBridgeTests: XCTestCase {
    struct Failure: Error, Equatable {}

    func testValues_YieldsElementsThenEnds() async throws {
        var received: [Int] = []
        for try await element in Observable.from([1, 2, 3]).values { received.append(element) }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testValues_ThrowsTheError() async {
        var received: [Int] = []
        do {
            for try await element in Observable<Int>.just(1).concat(Observable.error(Failure())).values { received.append(element) }
            XCTFail("the stream must throw")
        } catch {
            XCTAssertTrue(error is Failure)
        }
        XCTAssertEqual(received, [1])
    }

    func testAsyncSequenceAsObservable_ElementsThenCompletion() {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let done = expectation(description: "completed")
        var events: [String] = []
        let subscription = stream.asObservable().subscribe(onNext: { events.append("\($0)") }, onCompleted: {
            events.append("completed")
            done.fulfill()
        })
        wait(for: [done], timeout: 5)
        XCTAssertEqual(events, ["1", "2", "3", "completed"])
        subscription.dispose()
    }

    func testAsyncSequenceAsObservable_ErrorBecomesTheError() {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: Failure())
        }
        let failed = expectation(description: "failed")
        var received: [Int] = []
        _ = stream.asObservable().subscribe(onNext: { received.append($0) }, onError: { error in
            XCTAssertTrue(error is Failure)
            failed.fulfill()
        })
        wait(for: [failed], timeout: 5)
        XCTAssertEqual(received, [1])
    }

    func testValueGetters_SingleMaybeCompletable() async throws {
        let single = try await Single.just(4).value
        XCTAssertEqual(single, 4)
        let some = try await Maybe.just("a").value
        XCTAssertEqual(some, "a")
        let none = try await Maybe<String>.empty().value
        XCTAssertNil(none)
        try await Completable.empty().value
        do {
            _ = try await Single<Int>.error(Failure()).value
            XCTFail("must throw")
        } catch {
            XCTAssertTrue(error is Failure)
        }
    }

    func testValueGetter_CancellingTheTaskDisposesAndThrowsCancellation() async {
        let disposed = expectation(description: "disposed")
        let never = Single<Int>.never().do(onDispose: { disposed.fulfill() })
        let task = Task { try await never.value }
        try? await Task.sleep(nanoseconds: 20_000_000)
        task.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    }

    func testSingleCreateWithAsyncWork_SucceedsAndFails() async throws {
        let value = try await Single<Int>.create { 6 * 7 }.value
        XCTAssertEqual(value, 42)
        do {
            _ = try await Single<Int>.create(detached: true, priority: .low) { throw Failure() }.value
            XCTFail("must throw")
        } catch {
            XCTAssertTrue(error is Failure)
        }
    }
}
