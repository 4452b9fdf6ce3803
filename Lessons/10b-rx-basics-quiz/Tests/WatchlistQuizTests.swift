import Rx
import RxTesting
import Watchlist
import XCTest

/// The Rx basics quiz's checks. Do not edit: `check` compares this file with the shipped copy.
final class WatchlistQuizTests: XCTestCase {
    private struct QuoteFailed: Error {}
    private var scheduler: TestScheduler!
    private var apple: TestableObservable<Int>!
    private var microsoft: TestableObservable<Int>!
    private var acme: TestableObservable<Int>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        apple = scheduler.createColdObservable([.next(10, 190), .next(30, 192)])
        microsoft = scheduler.createColdObservable([.next(20, 410)])
        acme = scheduler.createColdObservable([.error(15, QuoteFailed())])
    }

    /// The quotes the tests know; any other symbol fails at once.
    private func quote(_ symbol: String) -> Observable<Int> {
        switch symbol {
        case "AAPL": apple.asObservable()
        case "MSFT": microsoft.asObservable()
        case "ACME": acme.asObservable()
        default: .error(QuoteFailed())
        }
    }

    private func lines(_ lists: [Recorded<Event<[String]>>]) -> TestableObserver<[String]> {
        let symbols = scheduler.createHotObservable(lists)
        return scheduler.start { [self] in watchlistLines(symbols: symbols.asObservable(), quote: quote) }
    }

    func testLines_OnceEverySymbolHasAPrice() {
        let observer = lines([.next(210, ["AAPL", "MSFT"])])
        XCTAssertEqual(observer.events, [.next(230, ["AAPL 190", "MSFT 410"]), .next(240, ["AAPL 192", "MSFT 410"])])
    }

    func testLines_ANewListStopsFollowingTheOldQuotes() {
        let observer = lines([.next(210, ["AAPL"]), .next(225, ["MSFT"])])
        XCTAssertEqual(observer.events, [.next(220, ["AAPL 190"]), .next(245, ["MSFT 410"])])
        XCTAssertEqual(apple.subscriptions, [Subscription(210, 225)], "the new list should stop AAPL's quotes at 225")
    }

    func testLines_TheSameListAgainChangesNothing() {
        let observer = lines([.next(210, ["AAPL"]), .next(215, ["AAPL"])])
        XCTAssertEqual(observer.events, [.next(220, ["AAPL 190"]), .next(240, ["AAPL 192"])])
        XCTAssertEqual(apple.subscriptions, [Subscription(210, 1000)], "the same list again should not restart its quotes")
    }

    func testLines_AFailingQuoteShowsUnavailableAndTheOthersGoOn() {
        let observer = lines([.next(210, ["ACME", "AAPL", "ZZZ"])])
        XCTAssertEqual(observer.events, [.next(225, ["ACME unavailable", "AAPL 190", "ZZZ unavailable"]),
                                         .next(240, ["ACME unavailable", "AAPL 192", "ZZZ unavailable"])])
    }

    func testLines_AnEmptyListShowsNothingAtOnce() {
        let observer = lines([.next(210, []), .next(230, ["MSFT"])])
        XCTAssertEqual(observer.events, [.next(210, []), .next(250, ["MSFT 410"])])
    }

    func testLines_ScreensShareTheQuotesAndALateOneGetsTheLatestLines() {
        let symbols = scheduler.createHotObservable([.next(210, ["MSFT", "AAPL"])])
        let shared = watchlistLines(symbols: symbols.asObservable(), quote: quote)
        let first = scheduler.createObserver([String].self), late = scheduler.createObserver([String].self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(260) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(apple.subscriptions, [Subscription(210)], "two screens should share one subscription to each quote")
        XCTAssertEqual(first.events, [.next(230, ["MSFT 410", "AAPL 190"]), .next(240, ["MSFT 410", "AAPL 192"])])
        XCTAssertEqual(late.events, [.next(260, ["MSFT 410", "AAPL 192"])], "a late screen should get the latest lines at once")
    }
}
