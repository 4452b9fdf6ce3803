import Rx
import StepCounterUnretained
import XCTest

/// Drill 04b's checks. Do not edit: `check` compares this file with the shipped copy.
final class StepCounterDrillTests: XCTestCase {
    private let steps = PublishSubject<Int>()

    func testFollow_AddsEveryCount() {
        let counter = StepCounter()
        counter.follow(steps.asObservable())
        for count in [120, 45, 3000] { steps.onNext(count) }
        XCTAssertEqual(counter.total, 3165)
    }

    func testFollow_TwoSources() {
        let counter = StepCounter(), watch = PublishSubject<Int>()
        counter.follow(steps.asObservable())
        counter.follow(watch.asObservable())
        steps.onNext(7)
        watch.onNext(11)
        steps.onNext(2)
        XCTAssertEqual(counter.total, 20)
    }

    func testReleasedCounter_EndsItsSubscriptionAtTheNextCount() {
        var counter: StepCounter? = StepCounter()
        weak let released = counter
        counter?.follow(steps.asObservable())
        steps.onNext(5)
        counter = nil
        XCTAssertNil(released, "the subscription must not keep the counter alive")
        XCTAssertTrue(steps.hasObservers, "nothing has arrived since: the subscription is still there")
        steps.onNext(6)
        XCTAssertFalse(steps.hasObservers, "the first count after the counter is gone ends the subscription")
    }
}
