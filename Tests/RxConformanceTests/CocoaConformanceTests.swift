import Foundation
import XCTest
import Rx
import RxTesting

/// Driver, Signal, Infallible and control call sites as RxCocoa users write them.
final class CocoaConformanceTests: XCTestCase {
    func testDriverStaticsAndOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        var res: TestableObserver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2)]).asDriver(onErrorJustReturn: -1)
            let b = scheduler.createHotObservable([.next(215, 10)]).asDriver(onErrorJustReturn: -1)
            res = scheduler.start {
                Driver.combineLatest(a, b) { $0 + $1 }
                    .distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
                    .skip(0)
                    .debounce(.seconds(1))
            }
        }
        XCTAssertEqual(res.events, [.next(217, 11), .next(222, 12)])
    }

    func testDriverZipConcatMergeFromAndValuesShapes() {
        let zipped: Driver<(Int, String)> = Driver.zip(Driver.just(1), Driver.just("a"))
        let concatenated: Driver<Int> = Driver.concat([Driver.just(1), Driver.just(2)])
        let merged: Driver<Int> = Driver.merge(AnyCollection([Driver.just(1)]))
        let nested: Driver<Int> = Driver.just(Driver.just(1)).merge()
        let switched: Driver<Int> = Driver.just(Driver.just(1)).switchLatest()
        let from: Driver<Int> = Driver.from(optional: nil)
        let timer: Driver<Int> = Driver.timer(.seconds(1), period: .seconds(1))
        let interval: Signal<Int> = Signal.interval(.seconds(1))
        let throttled: Signal<Int> = Signal.just(1).throttle(.seconds(1)).delay(.seconds(1))
        let shared: SharedSequence<DriverSharingStrategy, Int> = Observable.just(1).asSharedSequence(onErrorJustReturn: 0)
        XCTAssertEqual([zipped.asObservable() as AnyObject, concatenated.asObservable(), merged.asObservable(), nested.asObservable(),
                        switched.asObservable(), from.asObservable(), timer.asObservable(), interval.asObservable(),
                        throttled.asObservable(), shared.asObservable()].count, 10)
    }

    func testDriveAndEmitToRelaysOfOptionals() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)
        let behavior = BehaviorRelay<Int?>(value: nil)
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            _ = Driver.just(1).drive(relay)
            _ = Signal.just(2).emit(to: behavior)
            scheduler.start()
        }
        XCTAssertEqual(behavior.value, 2)
    }

    func testInfallibleCombineLatestFromBindAndAsDriver() {
        let combined = Infallible.combineLatest(Infallible.just(1), Infallible.from([2, 3])) { $0 + $1 }
        var received: [Int] = []
        _ = combined.bind(onNext: { received.append($0) })
        XCTAssertEqual(received, [3, 4])
        let optional = TestScheduler(initialClock: 0).createObserver(Int?.self)
        _ = Infallible.just(1).bind(to: optional)
        XCTAssertEqual(optional.events, [.next(0, 1), .completed(0)])
        let driver: Driver<Int> = Infallible.just(1).asDriver()
        XCTAssertNotNil(driver)
    }

    func testControlEventAndProperty() {
        let subject = PublishSubject<Void>()
        let event = ControlEvent(events: subject)
        var taps = 0
        let subscription = event.subscribe(onNext: { taps += 1 })
        subject.onNext(())
        subscription.dispose()
        XCTAssertEqual(taps, 1)
        let property = ControlProperty(values: Observable.just("a"), valueSink: AnyObserver<String> { _ in })
        XCTAssertEqual(try property.changed.asObservable().toBlocking().toArray(), [])
    }
}
