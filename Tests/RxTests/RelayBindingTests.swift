import XCTest
import Rx
import RxTesting

final class RelayBindingTests: RxTestCase {
    func testBind_ToRelaysOfOptionals() {
        let behavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int?>.create(bufferSize: 2)
        var published: [Int?] = []
        let subscription = publish.subscribe(onNext: { published.append($0) })
        let source = Observable.from([1, 2])
        _ = source.bind(to: behavior)
        _ = source.bind(to: publish)
        _ = source.bind(to: replay)
        var replayed: [Int?] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(replayed, [1, 2])
        subscription.dispose()
    }

    func testBind_AnErrorIsReportedNotForwarded() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var reported = 0
        Hooks.defaultErrorHandler = { _, _ in reported += 1 }
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        _ = Observable<Int>.error(testError).bind(to: relay)
        XCTAssertEqual(reported, 1)
    }

    func testInfallibleBind_ObserversOptionalsCurriedAndRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let optionalObserver = scheduler.createObserver(Int?.self)
        let source = Infallible.from([1, 2])
        _ = source.bind(to: optionalObserver)
        XCTAssertEqual(optionalObserver.events, [.next(0, 1), .next(0, 2), .completed(0)])
        let curried = source.bind(to: { (sequence: Infallible<Int>) in { (offset: Int) in sequence.map { $0 + offset } } }, curriedArgument: 10)
        var received: [Int] = []
        _ = curried.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [11, 12])
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)
        _ = source.bind(to: relay)
        var last: [Int?] = []
        _ = relay.subscribe(onNext: { last.append($0) })
        XCTAssertEqual(last, [2])
    }

    func testDriveAndEmit_ToRelaysOfOptionalsAndReplayRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let hot = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let replay = ReplayRelay<Int?>.create(bufferSize: 1)
            let behavior = BehaviorRelay<Int?>(value: nil)
            let publish = PublishRelay<Int?>()
            var published: [Int?] = []
            _ = publish.subscribe(onNext: { published.append($0) })
            var drive: Disposable?
            var emit: Disposable?
            scheduler.scheduleAt(200) {
                drive = hot.asDriver(onErrorJustReturn: -1).drive(replay, replay)
                emit = hot.asSignal(onErrorJustReturn: -1).emit(to: behavior, behavior)
                _ = hot.asSignal(onErrorJustReturn: -1).emit(to: publish)
            }
            scheduler.scheduleAt(300) { drive?.dispose(); emit?.dispose() }
            scheduler.start()
            var replayed: [Int?] = []
            _ = replay.subscribe(onNext: { replayed.append($0) })
            XCTAssertEqual(replayed, [2])
            XCTAssertEqual(behavior.value, 2)
            XCTAssertEqual(published, [1, 2])
        }
        checksLeaks = false // the hot source's third signal subscription lives with the scheduler
    }
}
