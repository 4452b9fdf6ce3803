import MarbleTesting
import Rx
import RxTesting
import XCTest

/// Lesson 10, reference tests: marble tests of the search chain on a TestScheduler. They pass
/// on the reference chain and catch every seeded bug in Mutants/.
final class SearchMarbleTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var searched: [String] = []

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0)
        searched = []
    }

    /// The service answers 10 ticks after it is asked, with one result named after the query.
    private func run(_ typed: [Recorded<Event<String>>]) -> TestableObserver<[String]> {
        let queries = scheduler.createHotObservable(typed)
        return scheduler.start {
            searchResults(queries: queries.asObservable(), service: { query in
                self.searched.append(query)
                return self.scheduler.createColdObservable([.next(10, [query + " result"]), .completed(10)]).asObservable()
            }, scheduler: self.scheduler)
        }
    }

    func testSearchesAfterAPauseAndShowsOnlyTheLatestAnswer() {
        let observer = run([.next(210, "cat"), .next(216, "cats")])
        XCTAssertEqual(searched, ["cat", "cats"])
        XCTAssertEqual(observer.events, [.next(229, ["cats result"])])
    }

    func testSkipsSingleLetters() {
        let observer = run([.next(210, "c"), .next(220, "ca")])
        XCTAssertEqual(searched, ["ca"])
        XCTAssertEqual(observer.events, [.next(233, ["ca result"])])
    }

    func testSearchesARepeatedQueryOnce() {
        let observer = run([.next(210, "cat"), .next(220, "cat")])
        XCTAssertEqual(searched, ["cat"])
        XCTAssertEqual(observer.events, [.next(223, ["cat result"])])
    }
}
