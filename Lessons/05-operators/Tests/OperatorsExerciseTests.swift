import Operators
import Rx
import RxTesting
import XCTest

/// Lesson 05's checks. Do not edit: `check` compares this file with the shipped copy.
final class OperatorsExerciseTests: XCTestCase {
    func testEvenSquares_KeepsEvensAndSquaresThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let observer = scheduler.start { evenSquares(numbers.asObservable()) }
        XCTAssertEqual(observer.events, [.next(220, 4), .next(240, 16), .completed(250)],
                       "1, 2, 3, 4 should give 4 (at 220) and 16 (at 240)")
    }

    func testEvenSquares_OtherNumbers() {
        let scheduler = TestScheduler(initialClock: 0)
        let numbers = scheduler.createHotObservable([.next(205, 6), .next(215, 7), .next(225, -4), .next(235, 10), .completed(245)])
        let observer = scheduler.start { evenSquares(numbers.asObservable()) }
        XCTAssertEqual(observer.events, [.next(205, 36), .next(225, 16), .next(235, 100), .completed(245)],
                       "6, 7, -4, 10 should give 36, 16 and 100, each when its number arrives")
    }

    func testLabelNames_EveryAnswerAsSoonAsItArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let ids = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(250)])
        // Label 1 is slow (30 ticks), label 2 is fast (10 ticks).
        let lookup: (Int) -> Observable<String> = { id in
            scheduler.createColdObservable([.next(id == 1 ? 30 : 10, "label-\(id)"), .completed(id == 1 ? 30 : 10)]).asObservable()
        }
        let observer = scheduler.start { labelNames(for: ids.asObservable(), lookup: lookup) }
        XCTAssertEqual(observer.events, [.next(225, "label-2"), .next(240, "label-1"), .completed(250)],
                       "both answers arrive, the fast one first; it completes when ids and both lookups are done")
    }

    func testSearch_OnlyTheLatestQueryIsAnswered() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable([.next(210, "c"), .next(215, "ca"), .next(240, "cat"), .completed(300)])
        let observer = scheduler.start { search(queries.asObservable(), service: Self.slowService(scheduler)) }
        XCTAssertEqual(observer.events, [.next(235, ["ca-1", "ca-2"]), .next(260, ["cat-1", "cat-2"]), .completed(300)],
                       "\"c\" is replaced by \"ca\" before its answer (due at 230), so only ca and cat are answered")
    }

    func testSearch_IgnoresEmptyQueries() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable([.next(210, "dog"), .next(220, ""), .completed(400)])
        let observer = scheduler.start { search(queries.asObservable(), service: Self.slowService(scheduler)) }
        XCTAssertEqual(observer.events, [.next(230, ["dog-1", "dog-2"]), .completed(400)],
                       "an empty query must not start a search, nor cancel the one running")
    }

    /// Answers after 20 ticks with two results.
    private static func slowService(_ scheduler: TestScheduler) -> (String) -> Observable<[String]> {
        { query in
            scheduler.createColdObservable([.next(20, ["\(query)-1", "\(query)-2"]), .completed(20)]).asObservable()
        }
    }
}
