import XCTest
import Rx
import RxTesting

final class DoTests: RxTestCase {
    func testDo_HandlersRunAroundTheDownstreamInOrder() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject
            .do(onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
            .subscribe(onNext: { log.append("downstream \($0)") }, onCompleted: { log.append("downstream completed") })
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, [
            "onSubscribe", "onSubscribed",
            "onNext 1", "downstream 1", "afterNext 1",
            "onCompleted", "downstream completed", "afterCompleted", "onDispose",
        ])
    }

    func testDo_ErrorHandlersAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        var log: [String] = []
        let res = scheduler.start {
            xs.do(onError: { log.append("onError \($0) @\(scheduler.clock)") },
                  afterError: { _ in log.append("afterError") },
                  onDispose: { log.append("onDispose @\(scheduler.clock)") })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(log, ["onError TestError(1) @220", "afterError", "onDispose @220"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDo_ThrowingHandlerBecomesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.do(onNext: { if $0 == 2 { throw testError } }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let after = scheduler2.start { ys.do(afterNext: { _ in throw testError2 }) }
        XCTAssertEqual(after.events, [.next(210, 1), .error(210, testError2)])
    }

    func testDo_DisposedMidStreamCallsOnDisposeOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        var disposals: [Int] = []
        let res = scheduler.start(disposed: 250) { xs.do(onDispose: { disposals.append(scheduler.clock) }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(disposals, [250])
    }
}

final class SubscribeTests: RxTestCase {
    func testSubscribe_ClosuresAndOnDisposedAfterCompletion() {
        var log: [String] = []
        let subscription = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log.count, 4)
    }

    func testSubscribe_OnDisposedOnceWhenDisposedEarly() {
        var disposed = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onDisposed: { disposed += 1 })
        subscription.dispose()
        subscription.dispose()
        subject.onCompleted()
        XCTAssertEqual(disposed, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribe_UnhandledErrorGoesToTheDefaultHandler() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        _ = Observable<Int>.error(testError).subscribe(onNext: { _ in })
        XCTAssertEqual(reported, ["TestError(1)"])
    }

    func testSubscribeWith_PassesTheObjectAndStopsOnceItIsGone() {
        final class Owner { var received: [Int] = [] }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        var completedWithOwner = false
        weak let weakOwner = owner
        let subscription = subject.subscribe(with: owner!, onNext: { object, value in object.received.append(value) },
                                             onCompleted: { _ in completedWithOwner = true })
        subject.onNext(1)
        XCTAssertEqual(owner?.received, [1])
        owner = nil
        XCTAssertNil(weakOwner, "subscribe(with:) must hold the object weakly")
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertFalse(completedWithOwner)
        subscription.dispose()
    }

    func testDisposedBy_EndsWithTheBag() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag!)
        subject.onNext(1)
        bag = nil
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }
}
