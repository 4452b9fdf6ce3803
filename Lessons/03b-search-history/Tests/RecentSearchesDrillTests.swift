import SearchHistory
import Rx
import XCTest

/// Drill 03b's checks. Do not edit: `check` compares this file with the shipped copy.
final class RecentSearchesDrillTests: XCTestCase {
    private func received(from searches: RecentSearches, while act: () -> Void = {}) -> [String] {
        var values: [String] = []
        let subscription = searches.recent.subscribe(onNext: { values.append($0) })
        act()
        subscription.dispose()
        return values
    }

    func testRecent_ALateSubscriberGetsTheLastThree() {
        let searches = RecentSearches(keeping: 3)
        for query in ["swift", "rxswift", "ribs", "clean swift", "vip"] { searches.record(query) }
        XCTAssertEqual(received(from: searches), ["ribs", "clean swift", "vip"], "only the last three are kept, oldest first")
    }

    func testRecent_KeptSearchesThenEveryNewOne() {
        let searches = RecentSearches(keeping: 2)
        searches.record("pasta")
        XCTAssertEqual(received(from: searches) { searches.record("pizza"); searches.record("pesto") }, ["pasta", "pizza", "pesto"],
                       "fewer kept than the buffer holds: all of them, then what follows")
    }

    func testRecent_ABufferOfOne() {
        let searches = RecentSearches(keeping: 1)
        searches.record("tokyo")
        searches.record("kyoto")
        XCTAssertEqual(received(from: searches), ["kyoto"])
        XCTAssertEqual(received(from: searches), ["kyoto"], "every new subscriber gets the kept searches again")
    }
}
