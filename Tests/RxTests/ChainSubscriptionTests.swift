import XCTest
import Rx
import RxTesting

/// `map` and `filter` subscriptions are their sinks (no separate disposer): disposal before
/// the upstream subscription exists, disposal once only, and release of everything once the
/// sequence ends, whoever holds the subscription. Every test also checks for leaks
/// (`RxTestCase`).
final class ChainSubscriptionTests: RxTestCase {
    func testChain_EndedButNeverDisposed_ReleasesSinksAndObserver() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completed = false
        let subscription = subject.map { $0 * 2 }.filter { $0 > 2 }.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        let whileSubscribed = Resources.total
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(received, [4])
        XCTAssertTrue(completed)
        // The two sinks are gone although `subscription`, which held the last one, is kept.
        XCTAssertEqual(Resources.total, whileSubscribed - 2)
        subscription.dispose()
    }

    func testChain_ErrorFromTransform_ReleasesSinksAndObserver() {
        let subject = PublishSubject<Int>()
        var errors: [TestError] = []
        let subscription = subject.filter { _ in true }.map { value -> Int in throw TestError(value) }
            .subscribe(onError: { errors.append($0 as! TestError) })
        let whileSubscribed = Resources.total
        subject.onNext(7)
        subject.onNext(8)
        XCTAssertEqual(errors, [TestError(7)])
        XCTAssertEqual(Resources.total, whileSubscribed - 2)
        _ = subscription
    }

    func testChain_EndingWhileSubscribing_IsReleasedWithoutDispose() {
        var received: [Int] = []
        var disposedCount = 0
        let before = Resources.total
        let subscription = Observable.just(3).map { $0 + 1 }.filter { $0 > 0 }
            .subscribe(onNext: { received.append($0) }, onDisposed: { disposedCount += 1 })
        XCTAssertEqual(received, [4])
        XCTAssertEqual(disposedCount, 1)
        // Only the held subscription itself is left: the sinks and sources are gone.
        XCTAssertEqual(Resources.total, before + 1)
        subscription.dispose()
        XCTAssertEqual(disposedCount, 1)
    }

    func testChain_ObserverHoldingItsOwnSubscription_IsReleasedAtTheEnd() {
        let subject = PublishSubject<Int>()
        let before = Resources.total
        do {
            let observer = SelfHoldingObserver()
            observer.subscription = subject.map { $0 }.subscribe(observer)
            subject.onNext(1)
            subject.onCompleted()
            XCTAssertEqual(observer.events, [.next(1), .completed])
        }
        XCTAssertEqual(Resources.total, before)
    }

    func testChain_DisposedWhileSubscribing_DisposesTheUpstreamOnceItIsSet() {
        var upstreamDisposals = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { upstreamDisposals += 1 }
        }
        var events: [Event<Int>] = []
        let subscription = source.map { $0 * 10 }.take(1).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(10), .completed])
        XCTAssertEqual(upstreamDisposals, 1)
        subscription.dispose()
        XCTAssertEqual(upstreamDisposals, 1)
    }

    func testChain_DisposeTwiceAndAfterTheEnd_DisposesTheUpstreamOnce() {
        var upstreamDisposals = 0
        let subject = PublishSubject<Int>()
        let source = Observable<Int>.create { observer in
            let inner = subject.subscribe(observer)
            return Disposables.create { upstreamDisposals += 1; inner.dispose() }
        }
        let subscription = source.filter { $0 > 0 }.map { $0 }.subscribe()
        subject.onCompleted()
        XCTAssertEqual(upstreamDisposals, 1)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(upstreamDisposals, 1)
    }
}

/// An observer that keeps its own subscription, as a user's object often does.
private final class SelfHoldingObserver: ObserverType {
    var subscription: Disposable?
    var events: [Event<Int>] = []

    func on(_ event: Event<Int>) { events.append(event) }
}
