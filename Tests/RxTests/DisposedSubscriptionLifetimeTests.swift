import XCTest
import Rx

/// A subscription made with `subscribe(onNext:onError:onCompleted:onDisposed:)` that is still
/// held after it was disposed, or after its sequence ended, keeps nothing of its subscriber
/// alive: what the closures captured is freed, as in RxSwift, while the source lives on.
final class DisposedSubscriptionLifetimeTests: XCTestCase {
    private final class Token {}

    /// Subscribes through `subscribe`, with every closure capturing one token, sends one
    /// element, ends the subscription with `end`, and checks that the held subscription no
    /// longer keeps the token alive.
    private func assertHeldSubscriptionReleasesSubscriber(
        _ name: String,
        subscribe: (_ onNext: @escaping (Int) -> Void, _ onError: @escaping (Error) -> Void, _ onCompleted: @escaping () -> Void, _ onDisposed: @escaping () -> Void) -> Disposable,
        send: () -> Void,
        end: (Disposable) -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        weak var weakToken: Token?
        var received = 0
        var held: Disposable?
        do {
            let token = Token()
            weakToken = token
            held = subscribe(
                { _ in _ = token; received += 1 },
                { _ in _ = token },
                { _ = token },
                { _ = token }
            )
        }
        XCTAssertNotNil(weakToken, "\(name): a live subscription must keep its closures", file: file, line: line)
        send()
        XCTAssertEqual(received, 1, "\(name): the element did not arrive", file: file, line: line)
        end(held!)
        XCTAssertNil(weakToken, "\(name): the held subscription kept its subscriber's closures alive", file: file, line: line)
        withExtendedLifetime(held) {}
    }

    private func disposing(_ subscription: Disposable) { subscription.dispose() }

    private func subscribing<Source: ObservableType>(_ source: Source) -> (@escaping (Int) -> Void, @escaping (Error) -> Void, @escaping () -> Void, @escaping () -> Void) -> Disposable where Source.Element == Int {
        { onNext, onError, onCompleted, onDisposed in
            source.subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    func testSubjects_DisposedHeldSubscriptionReleasesClosures() {
        let publish = PublishSubject<Int>()
        assertHeldSubscriptionReleasesSubscriber("PublishSubject", subscribe: subscribing(publish), send: { publish.onNext(1) }, end: disposing)
        let behavior = BehaviorSubject<Int>(value: 0)
        var skipFirst = true
        assertHeldSubscriptionReleasesSubscriber("BehaviorSubject", subscribe: { onNext, onError, onCompleted, onDisposed in
            behavior.subscribe(onNext: { if skipFirst { skipFirst = false } else { onNext($0) } }, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }, send: { behavior.onNext(1) }, end: disposing)
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        assertHeldSubscriptionReleasesSubscriber("ReplaySubject", subscribe: subscribing(replay), send: { replay.onNext(1) }, end: disposing)
        let unbounded = ReplaySubject<Int>.createUnbound()
        assertHeldSubscriptionReleasesSubscriber("ReplaySubject unbounded", subscribe: subscribing(unbounded), send: { unbounded.onNext(1) }, end: disposing)
        // The subjects live on and still work for new subscribers.
        var later: [Int] = []
        let subscription = publish.subscribe(onNext: { later.append($0) })
        publish.onNext(2)
        subscription.dispose()
        XCTAssertEqual(later, [2])
    }

    func testRelays_DisposedHeldSubscriptionReleasesClosures() {
        let publish = PublishRelay<Int>()
        assertHeldSubscriptionReleasesSubscriber("PublishRelay", subscribe: subscribing(publish), send: { publish.accept(1) }, end: disposing)
        let behavior = BehaviorRelay<Int>(value: 1)
        assertHeldSubscriptionReleasesSubscriber("BehaviorRelay", subscribe: subscribing(behavior), send: {}, end: disposing)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        assertHeldSubscriptionReleasesSubscriber("ReplayRelay", subscribe: subscribing(replay), send: { replay.accept(1) }, end: disposing)
    }

    func testOperatorChain_DisposedHeldSubscriptionReleasesClosures() {
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 * 2 }.filter { $0 > 0 }
        assertHeldSubscriptionReleasesSubscriber("map/filter", subscribe: subscribing(chain), send: { subject.onNext(1) }, end: disposing)
        let flat = subject.flatMap { Observable.just($0) }
        assertHeldSubscriptionReleasesSubscriber("flatMap", subscribe: subscribing(flat), send: { subject.onNext(1) }, end: disposing)
        XCTAssertFalse(subject.hasObservers)
    }

    func testCompletion_HeldSubscriptionReleasesClosuresWithoutDisposal() {
        let publish = PublishSubject<Int>()
        assertHeldSubscriptionReleasesSubscriber("PublishSubject completed", subscribe: subscribing(publish), send: { publish.onNext(1) }, end: { _ in publish.onCompleted() })
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        assertHeldSubscriptionReleasesSubscriber("ReplaySubject completed", subscribe: subscribing(replay), send: { replay.onNext(1) }, end: { _ in replay.onCompleted() })
        let source = PublishSubject<Int>()
        let chain = source.map { $0 + 1 }.filter { $0 > 0 }
        assertHeldSubscriptionReleasesSubscriber("map/filter completed", subscribe: subscribing(chain), send: { source.onNext(1) }, end: { _ in source.onCompleted() })
    }

    func testError_HeldSubscriptionReleasesClosuresWithoutDisposal() {
        let publish = PublishSubject<Int>()
        assertHeldSubscriptionReleasesSubscriber("PublishSubject failed", subscribe: subscribing(publish), send: { publish.onNext(1) }, end: { _ in publish.onError(TestError()) })
        let flat = PublishSubject<Int>()
        assertHeldSubscriptionReleasesSubscriber("flatMap failed", subscribe: subscribing(flat.flatMap { Observable.just($0) }), send: { flat.onNext(1) }, end: { _ in flat.onError(TestError()) })
        let source = PublishSubject<Int>()
        let chain = source.map { $0 + 1 }.filter { $0 > 0 }
        assertHeldSubscriptionReleasesSubscriber("map/filter failed", subscribe: subscribing(chain), send: { source.onNext(1) }, end: { _ in source.onError(TestError()) })
    }

    /// A `BehaviorSubject` keeps its observers after a terminal event, as RxSwift's does (it
    /// does not empty its bag then, unlike Publish and Replay subjects): the closures live
    /// until the held subscription is disposed or the subject is freed.
    func testBehaviorSubjectKeepsObserversAfterTheEndUntilDisposed() {
        let behavior = BehaviorSubject<Int>(value: 1)
        assertHeldSubscriptionReleasesSubscriber("BehaviorSubject failed, then disposed", subscribe: subscribing(behavior), send: {}, end: { subscription in
            behavior.onError(TestError())
            XCTAssertTrue(behavior.hasObservers)
            subscription.dispose()
        })
        XCTAssertFalse(behavior.hasObservers)
    }

    /// The order RxSwift gives is unchanged: the upstream is disposed, then `onDisposed` runs,
    /// once, whether the sequence ended first or not.
    func testOnDisposedRunsOnceAfterUpstreamDisposal() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { log.append("upstream disposed") }
        }
        let subscription = source.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("onDisposed") })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "upstream disposed", "onDisposed"])
    }

}
