import XCTest
import Rx
import RxTesting

/// Trait API call sites as RxSwift users write them: typed recorded events, trait-returning
/// `start` closures, outcome lists.
final class TraitConformanceTests: XCTestCase {
    func testSingleZip_TupleAndCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable(Recorded.events(.next(10, 1), .completed(10)))
        let b = scheduler.createColdObservable(Recorded.events(.next(20, 2), .completed(20)))
        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()).map { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 3), .completed(220)])
        let all: Single<[Int]> = Single.zip([Single.just(1), Single.just(2)])
        var outcomes: [SingleEvent<[Int]>] = []
        _ = all.subscribe { outcomes.append($0) }
        XCTAssertEqual(outcomes, [.success([1, 2])])
    }

    func testMaybeZip_WithResultSelectorAndTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.zip(Maybe.just(1), Maybe<Int>.timer(.seconds(5), scheduler: scheduler)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(205)])
    }

    func testMaybeOperators_CompactMapJustOnSchedulerIfEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(2, scheduler: scheduler)).compactMap { $0 == 2 ? "two" : nil }
                .do(onNext: nil, afterNext: { _ in }, onError: nil, afterError: { _ in })
        }
        XCTAssertEqual(res.events, [.next(201, "two"), .completed(202)])
    }

    func testCompletableConcatZipAndAsCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createColdObservable([.completed(30)])
        let res = scheduler.start { Completable.concat(xs.asCompletable(), Completable.zip([Completable.empty()])) }
        XCTAssertEqual(res.events, [.completed(230)])
        let events = scheduler.createHotObservable([.next(240, 1), .completed(250)])
        let done = TestScheduler(initialClock: 0).start { events.ignoreElements().asCompletable().concat(.empty()) }
        XCTAssertEqual(done.events, [])
    }

    func testCompletableAndThen_ReleasesTheFirst() {
        var outcomes: [CompletableEvent] = []
        _ = Completable.empty().andThen(Completable.empty()).subscribe { outcomes.append($0) }
        XCTAssertEqual(outcomes, [.completed])
    }

    func testAsyncValues() async throws {
        let element = try await Single.just(1).value
        let maybe = try await Maybe<Int>.empty().value
        try await Completable.empty().value
        let created = try await Single<String>.create { "async" }.value
        var collected: [Int] = []
        for try await value in Observable.of(1, 2).values { collected.append(value) }
        XCTAssertEqual(element, 1)
        XCTAssertNil(maybe)
        XCTAssertEqual(created, "async")
        XCTAssertEqual(collected, [1, 2])
    }
}
