import Lifetimes
import Rx
import RxTesting
import XCTest

/// Lesson 04's checks. Do not edit: `check` compares this file with the shipped copy.
final class LifetimesExerciseTests: XCTestCase {
    func testWatch_ShowsEachPriceWithItsSymbol() {
        let scheduler = TestScheduler(initialClock: 0)
        let apple = scheduler.createHotObservable([.next(210, 190), .next(230, 192)])
        let oil = scheduler.createHotObservable([.next(220, 71)])
        let board = PriceBoard()
        scheduler.scheduleAt(200) {
            board.watch("AAPL", prices: apple.asObservable())
            board.watch("OIL", prices: oil.asObservable())
        }
        scheduler.start()
        XCTAssertEqual(board.shown, ["AAPL 190", "OIL 71", "AAPL 192"], "every price, with its own symbol, in the order they came")
        XCTAssertEqual(apple.subscriptions, [Subscription(200)], "watch subscribes once and stays subscribed until stopAll()")
    }

    func testStopAll_EndsEveryWatchAndWatchingAgainWorks() {
        let scheduler = TestScheduler(initialClock: 0)
        let gold = scheduler.createHotObservable([.next(210, 1900), .next(260, 1950), .next(320, 2000)])
        let corn = scheduler.createHotObservable([.next(240, 6), .next(270, 7)])
        let board = PriceBoard()
        scheduler.scheduleAt(200) {
            board.watch("GOLD", prices: gold.asObservable())
            board.watch("CORN", prices: corn.asObservable())
        }
        scheduler.scheduleAt(250) { board.stopAll() }
        scheduler.scheduleAt(300) { board.watch("GOLD", prices: gold.asObservable()) }
        scheduler.start()
        XCTAssertEqual(board.shown, ["GOLD 1900", "CORN 6", "GOLD 2000"], "nothing is shown between stopAll() at 250 and the new watch at 300")
        XCTAssertEqual(gold.subscriptions, [Subscription(200, 250), Subscription(300)], "stopAll() disposes; the new watch subscribes again")
        XCTAssertEqual(corn.subscriptions, [Subscription(200, 250)], "stopAll() ends every watch, not only the last")
    }

    func testPriceBoard_IsFreedWithItsSubscriptions() {
        let prices = PublishSubject<Int>()
        var board: PriceBoard? = PriceBoard()
        weak let released = board
        board?.watch("TSLA", prices: prices.asObservable())
        prices.onNext(250)
        XCTAssertEqual(released?.shown, ["TSLA 250"])
        board = nil
        XCTAssertNil(released, "the subscription must not keep the board alive (capture it weakly)")
        XCTAssertFalse(prices.hasObservers, "releasing the board releases its bag, which disposes the subscription")
    }

    func testTickerScreen_EndsWhenTheScreenIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3)])
        var screen: TickerScreen?
        weak var released: TickerScreen?
        var shownBeforeRelease: [String] = []
        scheduler.scheduleAt(200) {
            screen = TickerScreen(ticks: ticks.asObservable())
            released = screen
        }
        scheduler.scheduleAt(260) {
            shownBeforeRelease = screen?.lines ?? []
            screen = nil
        }
        scheduler.start()
        XCTAssertEqual(shownBeforeRelease, ["tick 1", "tick 2"])
        XCTAssertNil(released, "nothing may keep the screen alive after it is released")
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 260)], "the subscription ends when the screen is released, at 260")
    }

    func testTickerScreen_OtherTicks() {
        let ticks = PublishSubject<Int>()
        let screen = TickerScreen(ticks: ticks.asObservable())
        for tick in [7, 11, 13] { ticks.onNext(tick) }
        XCTAssertEqual(screen.lines, ["tick 7", "tick 11", "tick 13"])
    }
}
