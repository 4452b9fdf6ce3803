import Dispatch
import Synchronization
import XCTest
import Rx

/// Thread-safety of subjects, relays and disposables. Run under the thread sanitizer with
/// `swift test --sanitize=thread --filter RxTests.Concurrency`.
final class ConcurrencyTests: RxTestCase {
    private let iterations = 2_000

    /// Hands a thread-safe object under test to `concurrentPerform`'s `@Sendable` closure.
    private struct Shared<Value>: @unchecked Sendable { // reason: the wrapped object is the thread-safe type under test.
        let value: Value
    }

    /// A counter the concurrent closures bump.
    private final class Counter: Sendable {
        private let count = Atomic<Int>(0)
        func increment() { count.add(1, ordering: .relaxed) }
        var value: Int { count.load(ordering: .relaxed) }
    }

    /// The values the concurrent closures record, behind an `NSLock`: ThreadSanitizer cannot see
    /// `Mutex`'s lock (it lives in the uninstrumented standard library), so it reported two
    /// threads appending under a `Mutex` as an access race.
    private final class ValueLog: @unchecked Sendable { // reason: `values` is touched only under `lock`.
        private let lock = NSLock()
        private var values: [Int] = []
        func append(_ value: Int) { lock.withLock { values.append(value) } }
        var all: [Int] { lock.withLock { values } }
    }

    func testPublishSubject_ConcurrentOnNextSubscribeAndDispose() {
        let count = iterations
        let subject = PublishSubject<Int>()
        let received = Counter()
        let steady = subject.subscribe(onNext: { _ in received.increment() })
        DispatchQueue.concurrentPerform(iterations: count) { index in
            if index % 3 == 0 {
                subject.subscribe(onNext: { _ in }).dispose()
            } else {
                subject.onNext(index)
            }
        }
        steady.dispose()
        let expected = (0..<iterations).filter { $0 % 3 != 0 }.count
        XCTAssertEqual(received.value, expected)
        XCTAssertFalse(subject.hasObservers)
    }

    func testBehaviorSubject_ConcurrentOnNextAndValue() {
        let count = iterations
        let subject = BehaviorSubject(value: -1)
        let received = ValueLog()
        let outOfRange = Counter()
        let recording = subject.subscribe(onNext: { value in received.append(value) })
        DispatchQueue.concurrentPerform(iterations: count) { index in
            subject.onNext(index)
            // After its own onNext a thread reads one of the values sent, never the initial -1.
            if let value = try? subject.value(), (0..<count).contains(value) {} else { outOfRange.increment() }
            subject.subscribe(onNext: { _ in }).dispose()
        }
        recording.dispose()
        let values = received.all
        XCTAssertEqual(outOfRange.value, 0, "value() read something no onNext sent")
        XCTAssertEqual(values.first, -1, "the subscriber got the initial value first")
        XCTAssertEqual(values.dropFirst().sorted(), Array(0..<count), "every onNext delivered exactly once")
        let last = try? subject.value()
        XCTAssertTrue(last.map { (0..<count).contains($0) } ?? false, "the current value is one that was sent: \(String(describing: last))")
    }

    /// A new subscriber's first value must come before anything a concurrent `onNext` sends:
    /// every subscriber sees a strictly increasing sequence (the value is delivered under the
    /// subject's lock, as in RxSwift).
    func testBehaviorSubject_NewObserverNeverSeesALaterValueBeforeItsFirst() {
        let subject = BehaviorSubject(value: 0)
        let outOfOrder = Counter()
        let writerDone = Atomic<Bool>(false)
        let shared = Shared(value: subject)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for value in 1...300_000 { shared.value.onNext(value) }
                writerDone.store(true, ordering: .releasing)
                return
            }
            while !writerDone.load(ordering: .acquiring) {
                let last = Atomic<Int>(-1)
                let subscription = shared.value.subscribe(onNext: { value in
                    if value <= last.load(ordering: .relaxed) { outOfOrder.increment() }
                    last.store(value, ordering: .relaxed)
                })
                subscription.dispose()
            }
        }
        XCTAssertEqual(outOfOrder.value, 0)
    }

    func testReplaySubject_NewObserverGetsTheReplayBeforeConcurrentElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let outOfOrder = Counter()
        let writerDone = Atomic<Bool>(false)
        let shared = Shared(value: subject)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for value in 1...300_000 { shared.value.onNext(value) }
                writerDone.store(true, ordering: .releasing)
                return
            }
            while !writerDone.load(ordering: .acquiring) {
                let last = Atomic<Int>(-1)
                let subscription = shared.value.subscribe(onNext: { value in
                    if value <= last.load(ordering: .relaxed) { outOfOrder.increment() }
                    last.store(value, ordering: .relaxed)
                })
                subscription.dispose()
            }
        }
        XCTAssertEqual(outOfOrder.value, 0)
    }

    func testReplaySubject_ConcurrentOnNextAndSubscribe() {
        let count = iterations
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        let received = Counter()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            subject.onNext(index)
            let subscription = subject.subscribe(onNext: { _ in received.increment() })
            subscription.dispose()
        }
        // Each subscriber got at least the one element it had just pushed (the buffer holds 4).
        XCTAssertGreaterThanOrEqual(received.value, iterations)
    }

    func testAsyncSubject_ConcurrentOnNextThenCompletion() {
        let count = iterations
        let subject = AsyncSubject<Int>()
        let received = Counter()
        let subscription = subject.subscribe(onNext: { _ in received.increment() })
        DispatchQueue.concurrentPerform(iterations: count) { subject.onNext($0) }
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(received.value, 1)
    }

    func testRelays_ConcurrentAccept() {
        let count = iterations
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let received = Counter()
        let subscriptions = [
            publish.subscribe(onNext: { _ in received.increment() }),
            behavior.skip(1).subscribe(onNext: { _ in received.increment() }),
            replay.subscribe(onNext: { _ in received.increment() }),
        ]
        DispatchQueue.concurrentPerform(iterations: count) { index in
            publish.accept(index)
            behavior.accept(index)
            replay.accept(index)
            _ = behavior.value
        }
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(received.value, iterations * 3)
    }

    func testCompositeDisposable_ConcurrentInsertRemoveDispose() {
        let count = iterations
        let composite = CompositeDisposable()
        let disposed = Counter()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let key = composite.insert(Disposables.create { disposed.increment() })
            if index % 2 == 0, let key { composite.remove(for: key) }
        }
        composite.dispose()
        XCTAssertEqual(disposed.value, iterations)
    }

    func testSerialDisposable_ConcurrentReplacementDisposesEveryOne() {
        let count = iterations
        let serial = SerialDisposable()
        let disposed = Counter()
        DispatchQueue.concurrentPerform(iterations: count) { _ in
            serial.disposable = Disposables.create { disposed.increment() }
        }
        serial.dispose()
        XCTAssertEqual(disposed.value, iterations)
    }

    func testSingleAssignmentDisposable_RacingDisposeAndSetDisposesOnce() {
        let count = iterations
        let disposed = Counter()
        DispatchQueue.concurrentPerform(iterations: count) { _ in
            let single = SingleAssignmentDisposable()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { single.dispose() }
            single.setDisposable(Disposables.create { disposed.increment() })
            group.wait()
        }
        XCTAssertEqual(disposed.value, iterations)
    }

    func testRefCountDisposable_ConcurrentRetainAndRelease() {
        let count = iterations
        let disposed = Counter()
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed.increment() })
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let reference = refCount.retain()
            if index == count / 2 { refCount.dispose() }
            reference.dispose()
        }
        refCount.dispose()
        XCTAssertEqual(disposed.value, 1)
    }

    func testDisposeBag_ConcurrentInsert() {
        let count = iterations
        let disposed = Counter()
        var bag: DisposeBag? = DisposeBag()
        do {
            let shared = bag!
            DispatchQueue.concurrentPerform(iterations: count) { index in
                if index % 2 == 0 {
                    shared.insert(Disposables.create { disposed.increment() })
                } else {
                    Disposables.create { disposed.increment() }.disposed(by: shared)
                }
            }
        }
        XCTAssertEqual(disposed.value, 0, "the bag is still held")
        bag = nil
        XCTAssertEqual(disposed.value, count, "every entry inserted from any thread is disposed once")
    }

    /// `map` and `filter` subscriptions (the sinks are the subscriptions) made while another
    /// thread ends the source: each kept subscriber sees the end exactly once, and every
    /// chain is released whether it was disposed or not (`RxTestCase` checks the count).
    func testMapFilterChain_SubscribeRacingTheEndOfTheSource() {
        let count = iterations
        let subjects = Shared(value: (0..<count).map { _ in PublishSubject<Int>() })
        let keptCompletions = Counter()
        DispatchQueue.concurrentPerform(iterations: count * 2) { index in
            let subject = subjects.value[index / 2]
            guard index % 2 == 0 else { return subject.onCompleted() }
            let disposes = index % 4 == 0
            let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }
                .subscribe(onCompleted: { if !disposes { keptCompletions.increment() } })
            if disposes { subscription.dispose() }
        }
        XCTAssertEqual(keptCompletions.value, count / 2)
    }

    func testAnonymousDisposable_ConcurrentDisposeRunsOnce() {
        let count = iterations
        let counter = Counter()
        let disposable = Shared(value: Disposables.create { counter.increment() })
        DispatchQueue.concurrentPerform(iterations: count) { _ in disposable.value.dispose() }
        XCTAssertEqual(counter.value, 1)
    }
}
