import XCTest
import Rx
import RxTesting

final class DisposableTests: RxTestCase {
    func testAnonymousDisposable_RunsOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCompositeDisposable_DisposesAllAndLaterInsertionsAtOnce() {
        var disposed: [String] = []
        let composite = CompositeDisposable()
        _ = composite.insert(Disposables.create { disposed.append("a") })
        let key = composite.insert(Disposables.create { disposed.append("b") })
        XCTAssertEqual(composite.count, 2)
        if let key { composite.remove(for: key) }
        XCTAssertEqual(disposed, ["b"])
        XCTAssertEqual(composite.count, 1)
        composite.dispose()
        XCTAssertEqual(disposed, ["b", "a"])
        XCTAssertTrue(composite.isDisposed)
        XCTAssertNil(composite.insert(Disposables.create { disposed.append("c") }))
        XCTAssertEqual(disposed, ["b", "a", "c"])
    }

    func testSerialDisposable_ReplacingDisposesThePrevious() {
        var disposed: [Int] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { disposed.append(1) }
        serial.disposable = Disposables.create { disposed.append(2) }
        XCTAssertEqual(disposed, [1])
        serial.dispose()
        XCTAssertEqual(disposed, [1, 2])
        serial.disposable = Disposables.create { disposed.append(3) }
        XCTAssertEqual(disposed, [1, 2, 3])
        XCTAssertTrue(serial.isDisposed)
    }

    func testSingleAssignmentDisposable_DisposedBeforeSetDisposesOnSet() {
        var disposed = 0
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        single.setDisposable(Disposables.create { disposed += 1 })
        XCTAssertEqual(disposed, 1)

        let other = SingleAssignmentDisposable()
        other.setDisposable(Disposables.create { disposed += 10 })
        XCTAssertEqual(disposed, 1)
        other.dispose()
        other.dispose()
        XCTAssertEqual(disposed, 11)
    }

    func testRefCountDisposable_DisposesAfterThePrimaryAndEveryReference() {
        var disposed = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(disposed, 0)
        first.dispose()
        first.dispose()
        XCTAssertEqual(disposed, 0)
        second.dispose()
        XCTAssertEqual(disposed, 1)
        XCTAssertTrue(refCount.isDisposed)
        refCount.retain().dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testRefCountDisposable_AReferenceKeepsItAliveOnItsOwn() {
        var disposed = 0
        var reference: Disposable?
        do {
            let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
            reference = refCount.retain()
            refCount.dispose()
        }
        XCTAssertEqual(disposed, 0)
        reference?.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testBooleanDisposable() {
        let boolean = BooleanDisposable()
        XCTAssertFalse(boolean.isDisposed)
        boolean.dispose()
        XCTAssertTrue(boolean.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }

    func testDisposeBag_DisposesEverythingWhenReleased() {
        var disposed: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { disposed.append(1) }.disposed(by: bag!)
        bag?.insert(Disposables.create { disposed.append(2) }, Disposables.create { disposed.append(3) })
        XCTAssertEqual(disposed, [])
        bag = nil
        XCTAssertEqual(disposed, [1, 2, 3])
    }

    func testDisposeBag_EndsSubscriptionsOnTheVirtualClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        var bag = DisposeBag()
        var received: [Int] = []
        scheduler.scheduleAt(200) { xs.subscribe(onNext: { received.append($0) }).disposed(by: bag) }
        scheduler.scheduleAt(250) { bag = DisposeBag() }
        scheduler.start()
        XCTAssertEqual(received, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposables_CreateCombinesInOrder() {
        var disposed: [Int] = []
        let all = Disposables.create(
            Disposables.create { disposed.append(1) },
            Disposables.create { disposed.append(2) },
            Disposables.create { disposed.append(3) },
            Disposables.create { disposed.append(4) }
        )
        all.dispose()
        all.dispose()
        XCTAssertEqual(disposed, [1, 2, 3, 4])
    }

    func testLeakCheck_DetectsAnUndisposedSubscription() {
        let before = Resources.total
        let subscription = Observable<Int>.never().map { $0 }.subscribe { _ in }
        XCTAssertGreaterThan(Resources.total, before)
        subscription.dispose()
        XCTAssertEqual(Resources.total, before)
    }
}
