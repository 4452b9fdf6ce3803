import Headlines
import Rx
import RxTesting
import XCTest

/// Drill 08a's checks. Do not edit: `check` compares this file with the shipped copy.
final class HeadlinesDrillTests: XCTestCase {
    private struct Unreachable: Error {}

    /// A fetch that answers with the next of `script` on each subscription (nil fails it).
    private final class ScriptedFetch {
        private var script: [String?]
        private(set) var attempts = 0

        init(_ script: [String?]) { self.script = script }

        func fetch() -> Observable<String> {
            Observable.deferred { [self] in
                attempts += 1
                guard !script.isEmpty, let headline = script.removeFirst() else { return .error(Unreachable()) }
                return .just(headline)
            }
        }
    }

    private func run(_ fetch: ScriptedFetch, refreshesAt times: [TestTime], endAt end: TestTime? = nil) -> [Recorded<Event<String>>] {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Void>>] = times.map { .next($0, ()) }
        if let end { events.append(.completed(end)) }
        let refreshes = scheduler.createHotObservable(events)
        return scheduler.start { headlines(refreshes: refreshes.asObservable(), fetch: fetch.fetch) }.events
    }

    func testHeadlines_OneFetchPerRefresh() {
        let fetch = ScriptedFetch(["Rain tomorrow", "Sun on Sunday"])
        XCTAssertEqual(run(fetch, refreshesAt: [210, 250]), [.next(210, "Rain tomorrow"), .next(250, "Sun on Sunday")])
    }

    func testHeadlines_AFailedFetchIsTriedOnceMore() {
        let fetch = ScriptedFetch([nil, "Fog lifts"])
        XCTAssertEqual(run(fetch, refreshesAt: [220]), [.next(220, "Fog lifts")])
        XCTAssertEqual(fetch.attempts, 2, "a fetch that fails should be tried once more, not given up at once")
    }

    func testHeadlines_TwoFailuresShowOfflineAndTheNextRefreshStillFetches() {
        let fetch = ScriptedFetch([nil, nil, "Snow at last"])
        XCTAssertEqual(run(fetch, refreshesAt: [210, 260]), [.next(210, "offline"), .next(260, "Snow at last")],
                       "after a fetch failed twice the refreshes must go on: handle the error inside flatMap")
        XCTAssertEqual(fetch.attempts, 3, "two tries for the first refresh, one for the second")
    }

    func testHeadlines_CompleteWhenTheRefreshesDo() {
        let fetch = ScriptedFetch([nil, nil, nil, nil])
        XCTAssertEqual(run(fetch, refreshesAt: [205, 215], endAt: 300),
                       [.next(205, "offline"), .next(215, "offline"), .completed(300)])
        XCTAssertEqual(fetch.attempts, 4)
    }
}
