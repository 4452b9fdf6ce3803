import Rx
import XCTest

/// `Resources.isCounting`: off by default (as RxSwift counts only with `TRACE_RESOURCES`),
/// and `total` exact across a switch: an object counts only if it was made while counting
/// was on, and only such an object is subtracted when it goes.
final class ResourcesCountingTests: XCTestCase {
    override func tearDown() {
        // Every other test of the process counts (`ResourceBaseline` switches it on).
        Resources.isCounting = true
        super.tearDown()
    }

    func testObjectsMadeWhileCountingIsOffAreNeitherAddedNorSubtracted() {
        Resources.isCounting = false
        var uncounted: Observable<Int>? = Observable.just(1).map { $0 + 1 }
        var uncountedSubscription: Disposable? = uncounted!.subscribe(onNext: { _ in })
        Resources.isCounting = true
        let before = Resources.total
        uncountedSubscription?.dispose()
        uncountedSubscription = nil
        uncounted = nil
        XCTAssertEqual(Resources.total, before, "objects made while counting was off were subtracted")
    }

    func testObjectsMadeWhileCountingIsOnStayCountedAfterItIsSwitchedOff() {
        Resources.isCounting = true
        let before = Resources.total
        var counted: Observable<Int>? = Observable.just(1).map { $0 + 1 }
        XCTAssertEqual(Resources.total, before + 2, "the just and the map")
        Resources.isCounting = false
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, before + 2, "objects made while counting was off were added")
        counted = nil
        XCTAssertEqual(Resources.total, before, "the objects counted before the switch were not subtracted")
        subscription.dispose()
        XCTAssertNil(counted)
    }

    func testCountingSwitchReadsBack() {
        Resources.isCounting = false
        XCTAssertFalse(Resources.isCounting)
        Resources.isCounting = true
        XCTAssertTrue(Resources.isCounting)
    }
}
