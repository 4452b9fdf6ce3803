import XCTest
import Rx
import RxTesting

/// `catch(sequence:)` walks its sources in one subscription, as RxSwift's tail-recursive sink
/// does: each failed source is disposed before the next is subscribed, synchronous failures
/// never grow the call stack, and a nested `catch(sequence:)` over the same kind of sequence
/// is walked in place (one level each in `maxTailRecursiveSinkStackSize`, kept until its
/// sources run out).
final class CatchSequenceTailRecursionTests: RxTestCase {
    func testCatchSequence_LongSequenceOfFailuresSubscribesAndDisposesInTurn() {
        let count = 100_000
        var log: [String] = []
        var subscriptions = 0
        var disposals = 0
        let sources = (0..<count).lazy.map { index in
            Observable<Int>.create { observer in
                subscriptions += 1
                if index < 3 { log.append("subscribe \(index)") }
                observer.onError(TestError(index))
                return Disposables.create {
                    disposals += 1
                    if index < 3 { log.append("dispose \(index)") }
                }
            }
        }
        var received: Error?
        let subscription = Observable.catch(sequence: sources).subscribe(onError: { received = $0 })
        XCTAssertEqual(log, ["subscribe 0", "dispose 0", "subscribe 1", "dispose 1", "subscribe 2", "dispose 2"])
        XCTAssertEqual(subscriptions, count)
        XCTAssertEqual(disposals, count)
        XCTAssertEqual(received as? TestError, TestError(count - 1))
        subscription.dispose()
    }

    /// `catch(sequence: [source(i), catch(sequence: [source(i + 1), ...])])`, built as the walk
    /// reaches each level.
    private func nested(from index: Int, depth: Int, _ source: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
        Observable.catch(sequence: [0, 1].lazy.map { slot in
            slot == 0 ? source(index) : (index + 1 < depth ? self.nested(from: index + 1, depth: depth, source) : source(depth))
        })
    }

    func testCatchSequence_NestedCatchesAreWalkedInOneSinkWithOneLevelEach() {
        let scheduler = TestScheduler(initialClock: 0)
        maxTailRecursiveSinkStackSize = 0
        let res = scheduler.start {
            self.nested(from: 0, depth: 20) { i in
                i < 20
                    ? scheduler.createColdObservable([.next(10, i), .error(20, TestError(i))]).asObservable()
                    : scheduler.createColdObservable([.next(10, i), .completed(20)]).asObservable()
            }
        }
        XCTAssertEqual(res.events, (0...20).map { Recorded.next(210 + 20 * $0, $0) } + [.completed(620)])
        // Root plus 19 nested levels (the 20th catch holds the last two sources).
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 20)
    }

    func testCatchSequence_DeeplyNestedSynchronousFailuresDoNotGrowTheStack() {
        // A subscription per nested catch would overflow the stack long before 50,000.
        let depth = 50_000
        maxTailRecursiveSinkStackSize = 0
        var received: Error?
        var next: [Int] = []
        let subscription = nested(from: 0, depth: depth) { i in
            i < depth ? Observable.error(TestError(i)) : Observable.just(i)
        }
        .subscribe(onNext: { next.append($0) }, onError: { received = $0 })
        subscription.dispose()
        XCTAssertNil(received)
        XCTAssertEqual(next, [depth])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, depth)
    }

    func testCatchSequence_NestedOverAnotherKindOfSequenceIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(1))])
        let b = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(2))])
        maxTailRecursiveSinkStackSize = 0
        let res = scheduler.start {
            // An array nesting a lazy map: not the same kind, so subscribed as any source.
            Observable.catch(sequence: [a.asObservable(), Observable.catch(sequence: [b.asObservable()].lazy.map { $0 })])
        }
        XCTAssertEqual(res.events, [.next(220, 2), .error(230, TestError(2))])
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)
    }
}
