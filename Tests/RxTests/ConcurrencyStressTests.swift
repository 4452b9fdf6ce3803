import Dispatch
import Synchronization
import XCTest
import Rx

/// One thread subscribes and disposes while another sends: the subject's single-observer
/// path must never call an observer that was already freed. Run under both sanitizers:
/// `swift test --sanitize=thread --filter RxTests.ConcurrencyStress` and the same with
/// `--sanitize=address` (a call into a freed observer is then reported, not just undefined).
final class ConcurrencyStressTests: RxTestCase {
    private let rounds = 20_000

    /// Hands the subject under test to the other thread.
    private struct Shared<Value>: @unchecked Sendable { // reason: the wrapped object is the thread-safe type under test.
        let value: Value
    }

    /// An observer's captured state: counts its deliveries. The observer's closure holds it, so
    /// it dies with the observer; a call after that reads freed memory, which AddressSanitizer
    /// reports and a plain run usually sees as `alive == false`.
    private final class Tracker: @unchecked Sendable { // reason: only atomics are touched.
        let alive = Atomic<Bool>(true)
        let calls = Atomic<Int>(0)
        let callsAfterDeinit = Atomic<Int>(0)

        func called() {
            if !alive.load(ordering: .acquiring) { callsAfterDeinit.add(1, ordering: .relaxed) }
            calls.add(1, ordering: .relaxed)
        }

        deinit { alive.store(false, ordering: .releasing) }
    }

    /// Runs `send` in a loop on another thread while this thread subscribes and disposes
    /// `rounds` observers one at a time, each holding a `Tracker`.
    private func stress(subscribe: @escaping @Sendable (@escaping @Sendable (Int) -> Void) -> Disposable, send: @escaping @Sendable (Int) -> Void) -> Int {
        let done = Atomic<Bool>(false)
        let sent = Atomic<Int>(0)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            var value = 0
            while !done.load(ordering: .relaxed) {
                send(value)
                value &+= 1
            }
            sent.store(value, ordering: .relaxed)
        }
        var delivered = 0
        for _ in 0..<rounds {
            let tracker = Tracker()
            let subscription = subscribe { _ in tracker.called() }
            subscription.dispose()
            delivered += tracker.calls.load(ordering: .relaxed)
            XCTAssertEqual(tracker.callsAfterDeinit.load(ordering: .relaxed), 0)
        }
        done.store(true, ordering: .relaxed)
        group.wait()
        XCTAssertGreaterThan(sent.load(ordering: .relaxed), 0, "the sending thread ran")
        return delivered
    }

    func testPublishRelay_SubscribeDisposeRacingAccept() {
        let relay = Shared(value: PublishRelay<Int>())
        _ = stress(subscribe: { onNext in relay.value.subscribe(onNext: onNext) }, send: { relay.value.accept($0) })
    }

    func testBehaviorRelay_SubscribeDisposeRacingAccept() {
        let relay = Shared(value: BehaviorRelay(value: 0))
        let delivered = stress(subscribe: { onNext in relay.value.subscribe(onNext: onNext) }, send: { relay.value.accept($0) })
        XCTAssertGreaterThanOrEqual(delivered, rounds, "every subscriber got at least the current value")
    }

    func testPublishSubject_SubscribeDisposeRacingOnNext() {
        let subject = Shared(value: PublishSubject<Int>())
        _ = stress(subscribe: { onNext in subject.value.subscribe(onNext: onNext) }, send: { subject.value.onNext($0) })
    }

    func testBehaviorSubject_SubscribeDisposeRacingOnNext() {
        let subject = Shared(value: BehaviorSubject(value: 0))
        _ = stress(subscribe: { onNext in subject.value.subscribe(onNext: onNext) }, send: { subject.value.onNext($0) })
    }

    /// An observer that disposes its own subscription from inside `onNext` while another
    /// thread keeps sending: it is never called after it was freed, and it leaves the subject.
    func testPublishSubject_DisposeInsideOnNextRacingOnNext() {
        let subject = Shared(value: PublishSubject<Int>())
        let done = Atomic<Bool>(false)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            var value = 0
            while !done.load(ordering: .relaxed) { subject.value.onNext(value); value &+= 1 }
        }
        for _ in 0..<rounds / 4 {
            let tracker = Tracker()
            let holder = Shared(value: SingleAssignmentDisposable())
            holder.value.setDisposable(subject.value.subscribe(onNext: { _ in
                tracker.called()
                holder.value.dispose()
            }))
            subject.value.onNext(-1)
            XCTAssertGreaterThanOrEqual(tracker.calls.load(ordering: .relaxed), 1, "the subject's own onNext reached it")
            XCTAssertEqual(tracker.callsAfterDeinit.load(ordering: .relaxed), 0)
        }
        done.store(true, ordering: .relaxed)
        group.wait()
        XCTAssertFalse(subject.value.hasObservers)
    }
}
