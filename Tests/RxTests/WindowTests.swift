import XCTest
import Rx
import RxTesting

final class WindowTests: TimeOperatorTestCase {
    /// What one run of `window` produced: when each window opened, and each window's events.
    private struct Windows {
        var opened: [TestTime] = []
        var windows: [TestableObserver<Int>] = []
        var outer: [Recorded<Event<Int>>] = []
    }

    /// Subscribes at 200 and disposes the outer subscription at `disposed`; each window is
    /// subscribed the moment it arrives and never disposed by hand.
    private func run(_ scheduler: TestScheduler, disposed: TestTime = 1000, _ create: @escaping () -> Observable<Observable<Int>>) -> Windows {
        var result = Windows()
        var subscription: Disposable?
        var innerSubscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscription = create().subscribe { event in
                switch event {
                case .next(let window):
                    result.opened.append(scheduler.clock)
                    let observer = scheduler.createObserver(Int.self)
                    result.windows.append(observer)
                    innerSubscriptions.append(window.subscribe(observer))
                case .error(let error):
                    result.outer.append(Recorded(time: scheduler.clock, value: .error(error)))
                case .completed:
                    result.outer.append(Recorded(time: scheduler.clock, value: .completed))
                }
            }
        }
        scheduler.scheduleAt(disposed) { subscription?.dispose() }
        scheduler.start()
        innerSubscriptions.forEach { $0.dispose() }
        return result
    }

    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
    }

    func testWindow_FullOrTimedOutWhicheverFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = run(scheduler) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(result.opened, [200, 240, 310, 370, 440, 510, 580])
        XCTAssertEqual(result.outer, [.completed(600)])
        let expected: [[Recorded<Event<Int>>]] = [
            [.next(205, 1), .next(210, 2), .next(240, 3), .completed(240)],
            [.next(280, 4), .completed(310)],
            [.next(320, 5), .next(350, 6), .next(370, 7), .completed(370)],
            [.next(420, 8), .completed(440)],
            [.next(470, 9), .completed(510)],
            [.completed(580)],
            [.completed(600)],
        ]
        XCTAssertEqual(result.windows.count, expected.count)
        for (window, events) in zip(result.windows, expected) {
            XCTAssertEqual(window.events, events)
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testWindow_ErrorFailsWindowAndOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .error(230, testError)])
        let result = run(scheduler) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(result.opened, [200])
        XCTAssertEqual(result.outer, [.error(230, testError)])
        XCTAssertEqual(result.windows.first?.events ?? [], [.next(205, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWindow_SourceStaysSubscribedWhileAWindowIs() {
        // Disposing the outer subscription at 300 keeps the source alive for the open window,
        // which its timer closes at 310; then nothing holds the source.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = run(scheduler, disposed: 300) { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(result.opened, [200, 240])
        XCTAssertEqual(result.outer, [])
        XCTAssertEqual(result.windows.last?.events ?? [], [.next(280, 4), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testWindow_MergedWithIndexDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 370) {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
                .enumerated()
                .map { index, window in window.map { "\(index) \($0)" } }
                .merge()
        }
        XCTAssertEqual(res.events, [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
            .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }
}
