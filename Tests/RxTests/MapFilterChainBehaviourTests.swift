import XCTest
import Rx

/// What a chain of `map`s and `filter`s does, closure by closure, as RxSwift does it: which
/// closures run when one throws or when the subscription is disposed while an element is on
/// its way, the order of subscription and disposal around `do` between the operators, and
/// what a disposed subscription still holds. Any change to how these operators subscribe
/// (such as running adjacent ones in one sink) must keep every one of these; every test also
/// checks for leaks (`RxTestCase`).
final class MapFilterChainBehaviourTests: RxTestCase {
    func testChain_ThrowingFilterInTheMiddle_EndsWithItsErrorAndRunsNoLaterClosure() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject
            .map { value -> Int in log.append("map1 \(value)"); return value * 10 }
            .filter { value in
                log.append("filter1 \(value)")
                if value == 20 { throw TestError(value) }
                return true
            }
            .map { value -> Int in log.append("map2 \(value)"); return value + 1 }
            .filter { value in log.append("filter2 \(value)"); return true }
            .subscribe(onNext: { log.append("next \($0)") },
                       onError: { log.append("error \($0)") },
                       onCompleted: { log.append("completed") },
                       onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log, [
            "map1 1", "filter1 10", "map2 10", "filter2 11", "next 11",
            "map1 2", "filter1 20", "error \(TestError(20))", "disposed",
        ])
        XCTAssertFalse(subject.hasObservers, "the error must end the subscription to the source")
        subscription.dispose()
        XCTAssertEqual(log.last, "disposed")
    }

    func testChain_ThrowingMapInTheMiddle_EndsWithItsErrorAndRunsNoLaterClosure() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var errors: [TestError] = []
        let subscription = subject
            .filter { value in log.append("filter1 \(value)"); return value > 0 }
            .map { value -> Int in
                log.append("map1 \(value)")
                if value == 2 { throw TestError(value) }
                return value
            }
            .filter { value in log.append("filter2 \(value)"); return true }
            .map { value -> String in log.append("map2 \(value)"); return "\(value)" }
            .subscribe(onNext: { log.append("next \($0)") }, onError: { errors.append($0 as! TestError) })
        subject.onNext(0)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log, ["filter1 0", "filter1 1", "map1 1", "filter2 1", "map2 1", "next 1", "filter1 2", "map1 2"])
        XCTAssertEqual(errors, [TestError(2)])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testChain_DisposedFromAClosureInTheMiddle_RunsNoLaterClosure() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = subject
            .map { value -> Int in
                log.append("map1 \(value)")
                if value == 2 { subscription?.dispose() }
                return value
            }
            .filter { value in log.append("filter1 \(value)"); return true }
            .map { value -> Int in log.append("map2 \(value)"); return value }
            .subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        // Disposal runs at once, inside the closure; the element it was working on goes no
        // further, and the source has let go of the chain.
        XCTAssertEqual(log, ["map1 1", "filter1 1", "map2 1", "next 1", "map1 2", "disposed"])
        XCTAssertFalse(subject.hasObservers)
        subscription = nil
    }

    func testChain_DisposedFromOnNext_GetsNothingMore() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = subject
            .map { value -> Int in log.append("map \(value)"); return value }
            .filter { value in log.append("filter \(value)"); return true }
            .subscribe(onNext: { value in
                log.append("next \(value)")
                subscription?.dispose()
                // Re-entrant: an element sent meanwhile does not come through.
                subject.onNext(value + 10)
            }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["map 1", "filter 1", "next 1", "disposed"])
        XCTAssertFalse(subject.hasObservers)
        subscription = nil
    }

    func testChain_WithDoBetweenOperators_SubscribesAndDisposesInRxSwiftsOrder() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject
            .map { value -> Int in log.append("map1 \(value)"); return value }
            .do(onNext: { log.append("A next \($0)") },
                onSubscribe: { log.append("A subscribe") },
                onSubscribed: { log.append("A subscribed") },
                onDispose: { log.append("A dispose") })
            .filter { value in log.append("filter1 \(value)"); return true }
            .map { value -> Int in log.append("map2 \(value)"); return value }
            .do(onNext: { log.append("B next \($0)") },
                onSubscribe: { log.append("B subscribe") },
                onSubscribed: { log.append("B subscribed") },
                onDispose: { log.append("B dispose") })
            .filter { value in log.append("filter2 \(value)"); return true }
            .subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        // The outermost `do` subscribes first, and is subscribed last.
        XCTAssertEqual(log, ["B subscribe", "A subscribe", "A subscribed", "B subscribed"])
        log.removeAll()
        subject.onNext(1)
        XCTAssertEqual(log, ["map1 1", "A next 1", "filter1 1", "map2 1", "B next 1", "filter2 1", "next 1"])
        log.removeAll()
        subscription.dispose()
        // Each `do` disposes what is upstream of it before running its own `onDispose`, and
        // the subscriber's `onDisposed` comes last.
        XCTAssertEqual(log, ["A dispose", "B dispose", "disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testChain_HeldDisposedSubscription_KeepsNothingAlive() {
        final class Token {}
        let subject = PublishSubject<Int>()
        weak var weakToken: Token?
        var received: [Int] = []
        let baseline = Resources.total
        var held: Disposable?
        do {
            let token = Token()
            weakToken = token
            var chain = subject.asObservable()
            for _ in 0..<3 {
                chain = chain.map { value in _ = token; return value + 1 }.filter { value in _ = token; return value > 0 }
            }
            held = chain.subscribe(onNext: { value in _ = token; received.append(value) })
        }
        subject.onNext(0)
        XCTAssertEqual(received, [3])
        XCTAssertNotNil(weakToken, "a live subscription keeps its closures")
        held?.dispose()
        XCTAssertNil(weakToken, "the disposed subscription still held the operators' or the subscriber's closures")
        XCTAssertFalse(subject.hasObservers)
        // Only the held subscription object itself is left.
        XCTAssertEqual(Resources.total, baseline + 1)
        held = nil
        XCTAssertEqual(Resources.total, baseline)
    }
}
