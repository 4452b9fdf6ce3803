import Dispatch
import XCTest
import Rx

/// The single-observer path of `PublishSubject` and `BehaviorSubject` (and so of the relays):
/// the observer is called without a retain per event, yet it is released exactly when RxSwift
/// releases it and is never called after it was freed.
final class SubjectSingleObserverDispatchTests: XCTestCase {
    /// What an observer captures, to watch its lifetime through a weak reference.
    private final class Payload {}

    /// The elements an observer received.
    private final class Log { var values: [Int] = [] }

    /// Subscribes an observer that logs what it receives and disposes its own subscription
    /// when `last` arrives; returns a weak view of what the observer captures.
    private func subscribeDisposingItself(to source: Observable<Int>, at last: Int, log: Log) -> () -> Payload? {
        weak var weakPayload: Payload?
        let payload = Payload()
        weakPayload = payload
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe(onNext: { value in
            withExtendedLifetime(payload) { log.values.append(value) }
            if value == last { subscription.dispose() }
        }))
        return { weakPayload }
    }

    /// For `PublishSubject` and `BehaviorSubject` alike, as RxSwift: the subject lets go of the
    /// observer when the `onNext` in which it disposed itself returns.
    func testObserverDisposingItselfInOnNextIsReleasedWhenOnNextReturns() {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let cases: [(String, Observable<Int>, (Int) -> Void, () -> Bool, [Int])] = [
            ("PublishSubject", publish.asObservable(), { publish.onNext($0) }, { publish.hasObservers }, [1]),
            ("BehaviorSubject", behavior.asObservable(), { behavior.onNext($0) }, { behavior.hasObservers }, [0, 1]),
        ]
        for (name, source, send, hasObservers, expected) in cases {
            let log = Log()
            let payload = subscribeDisposingItself(to: source, at: 1, log: log)
            XCTAssertNotNil(payload(), "\(name) holds its observer")
            send(1)
            XCTAssertNil(payload(), "\(name): released when the onNext that disposed it returned")
            send(2)
            XCTAssertEqual(log.values, expected, name)
            XCTAssertFalse(hasObservers(), name)
        }
    }

    func testPublishSubject_DisposedObserverIsReleasedAtOnce() {
        let subject = PublishSubject<Int>()
        weak var weakPayload: Payload?
        var subscription: Disposable?
        do {
            let payload = Payload()
            weakPayload = payload
            // An observer the returned subscription does not hold (unlike `subscribe(onNext:)`'s).
            subscription = subject.subscribe(AnyObserver<Int> { _ in withExtendedLifetime(payload) {} })
        }
        subject.onNext(1)
        XCTAssertNotNil(weakPayload)
        subscription?.dispose()
        XCTAssertNil(weakPayload, "no node outlives the disposal of its observer")
    }

    /// An `onNext` from inside the single observer's `onNext` goes to it again (the nested
    /// call finds the dispatch in flight and retains), in RxSwift's order.
    func testPublishSubject_ReentrantOnNextReachesTheSingleObserver() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.onNext(value + 1) }
        })
        subject.onNext(1)
        subject.onNext(10)
        XCTAssertEqual(received, [1, 2, 3, 10])
        subscription.dispose()
    }

    /// A second observer subscribed during the single observer's `onNext` gets the next
    /// element, and both are released when disposed.
    func testBehaviorRelay_SubscribingDuringOnNextThenDisposingBoth() {
        let relay = BehaviorRelay(value: 0)
        var first: [Int] = []
        var second: [Int] = []
        var inner: Disposable?
        let outer = relay.subscribe(onNext: { value in
            first.append(value)
            if value == 1 { inner = relay.subscribe(onNext: { second.append($0) }) }
        })
        relay.accept(1)
        relay.accept(2)
        outer.dispose()
        relay.accept(3)
        inner?.dispose()
        relay.accept(4)
        XCTAssertEqual(first, [0, 1, 2])
        XCTAssertEqual(second, [1, 2, 3])
    }

    /// Disposed on another thread while its `onNext` runs: the observer stays alive until the
    /// call returns, then goes.
    func testPublishSubject_DisposeFromAnotherThreadDuringOnNextKeepsTheObserverUntilItReturns() {
        let subject = PublishSubject<Int>()
        let entered = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        weak var weakPayload: Payload?
        var aliveDuringCall = false
        var subscription: Disposable?
        do {
            let payload = Payload()
            weakPayload = payload
            subscription = subject.subscribe(AnyObserver<Int> { _ in
                withExtendedLifetime(payload) {
                    entered.signal()
                    disposed.wait()
                }
                aliveDuringCall = weakPayload != nil
            })
        }
        let shared = SendableBox(subscription)
        DispatchQueue.global().async {
            entered.wait()
            shared.value?.dispose()
            disposed.signal()
        }
        subject.onNext(1)
        XCTAssertTrue(aliveDuringCall, "the observer's captures lived through its call")
        XCTAssertNil(weakPayload, "released once the call returned")
        XCTAssertFalse(subject.hasObservers)
        subscription = nil
    }
}

/// Hands a value to another thread in a test that orders the accesses with semaphores.
private final class SendableBox<Value>: @unchecked Sendable { // reason: accesses are ordered by semaphores.
    let value: Value
    init(_ value: Value) { self.value = value }
}
