import MarbleTesting
import Rx
import RxTesting
import XCTest

// Lesson 10: you write marble tests for the search chain, on a TestScheduler. The chain (in
// Reference/) is finished and correct; `check` runs these tests against it (they must pass)
// and against chains with seeded bugs (each must make at least one test fail). Fill in each
// `// TODO`; add tests freely.

final class SearchMarbleTests: XCTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0)
    }

    func testPauseAndLatestAnswer() {
        // TODO: typing, then pausing, searches; and when a newer query is searched before an
        // older answer arrives, only the newer answer is shown, at the time it arrives.
    }

    func testShortAndRepeatedQueries() {
        // TODO: what the chain must not search at all.
    }
}
