import CleanSwift
import RxTesting
import XCTest

/// Passing data back: the reactive data store replays its value and then every update.
final class ReactiveDataStoreTests: XCTestCase {
    func testChanges_ReplaysCurrentThenUpdatesAtTheirTimes() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let store = ReactiveDataStore<Int>(1)
        scheduler.scheduleAt(300) { store.update(2) }
        scheduler.scheduleAt(400) { store.update(3) }

        // when
        let observer = scheduler.start { store.changes }

        // then
        XCTAssertEqual(observer.events, [.next(200, 1), .next(300, 2), .next(400, 3)])
        XCTAssertEqual(store.value, 3)
    }
}
