import RIBs
import Rx
import XCTest

/// Many expectations finishing out of order: the pending list stays oldest first and the
/// status follows the count, through the detector's compaction of finished ones.
final class LeakDetectorBookkeepingTests: RIBsTestCase {
    private final class Plain {}

    private final class Named: RIBNamed {
        let ribName: String
        init(_ name: String) { ribName = name }
    }

    func testOutOfOrderCancels_PendingStaysOldestFirstAndOnlyTheRestAreChecked() {
        let objects = (0..<300).map { Named("n\($0)") }
        var handles: [LeakDetectionHandle] = []
        for (index, object) in objects.enumerated() {
            handles.append(LeakDetector.instance.expectDeallocate(object: object, inTime: Double(1 + index % 3)))
        }
        // Cancel the first 200 except every tenth, then a few late ones, in reverse.
        var kept = Set(0..<300)
        for index in stride(from: 199, through: 0, by: -1) where index % 10 != 0 {
            handles[index].cancel()
            kept.remove(index)
        }
        for index in [299, 250, 251] {
            handles[index].cancel()
            kept.remove(index)
        }
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.count, kept.count)

        var statuses: [LeakDetectionStatus] = []
        let subscription = LeakDetector.instance.status.subscribe(onNext: { statuses.append($0) })
        advance(3)
        subscription.dispose()

        XCTAssertEqual(failures.kinds.count, kept.count)
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.count, 0)
        XCTAssertEqual(statuses, [.InProgress, .DidComplete])
    }

    func testPendingExpectations_InTheOrderTheyWereMade() {
        let first = Plain()
        let second = Named("second")
        let third = Plain()
        let handle = LeakDetector.instance.expectDeallocate(object: first)
        LeakDetector.instance.expectDeallocate(object: second, inTime: 5)
        LeakDetector.instance.expectDeallocate(object: third, inTime: 2)
        handle.cancel()
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.map(\.objectDescription), ["Named", "Plain"])
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.map(\.dueTime), [scheduler.now.addingTimeInterval(5), scheduler.now.addingTimeInterval(2)])
        advance(2)
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.map(\.objectDescription), ["Named"])
        LeakDetector.instance.expectDeallocate(object: third, inTime: 1)
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.map(\.objectDescription), ["Named", "Plain"])
        advance(3)
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.count, 0)
        XCTAssertEqual(failures.kinds.count, 3)
    }

    func testPendingExpectations_TellOneObjectWatchedTwiceFromTwoOfOneType() {
        var watchedTwice: Plain? = Plain()
        let other = Plain()
        // As a viewable RIB's view controller is watched by its router and its interactor.
        LeakDetector.instance.expectDeallocate(object: watchedTwice!, inTime: 1)
        LeakDetector.instance.expectDeallocate(object: watchedTwice!, inTime: 1)
        LeakDetector.instance.expectDeallocate(object: other, inTime: 1)
        let pending = LeakDetector.instance.pendingExpectations
        XCTAssertEqual(pending.map(\.objectDescription), ["Plain", "Plain", "Plain"])
        XCTAssertEqual(pending[0].objectID, pending[1].objectID)
        XCTAssertNotEqual(pending[0].objectID, pending[2].objectID)
        XCTAssertEqual(pending.map(\.isAlive), [true, true, true])
        watchedTwice = nil
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.map(\.isAlive), [false, false, true])
        advance(1)
        XCTAssertEqual(failures.kinds, [.objectLeaked], "only the object still alive leaked")
        _ = other
    }
}
