import RIBs
import Rx
import XCTest

/// Leak expectations on interactors, which report their own end to the detector instead of
/// being watched through a weak reference: the outcomes must be those of any other object.
final class LeakDetectorInteractorTests: RIBsTestCase {
    func testInteractorFreedInTime_Passes() {
        var interactor: LoggingInteractor? = LoggingInteractor("Freed", log: CallLog())
        LeakDetector.instance.expectDeallocate(object: interactor!)
        interactor = nil
        _ = interactor
        advance(1)
        assertNoFailures()
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.count, 0)
    }

    func testInteractorAlive_ReportedAndStillAliveUntilFreed() {
        var interactor: LoggingInteractor? = LoggingInteractor("Kept", log: CallLog())
        LeakDetector.instance.expectDeallocate(object: interactor!)
        XCTAssertEqual(LeakDetector.instance.pendingExpectations.map(\.objectDescription), ["LoggingInteractor"])
        advance(1)
        XCTAssertEqual(failures.kinds, [.objectLeaked])
        XCTAssertEqual(failures.all.first?.message, "<LoggingInteractor> has leaked: it should have been freed by now.")
        XCTAssertEqual(LeakDetector.instance.detectedLeaks.first?.isStillAlive, true)
        interactor = nil
        _ = interactor
        XCTAssertEqual(LeakDetector.instance.detectedLeaks.first?.isStillAlive, false)
    }

    func testTwoExpectationsOnOneInteractor_BothSeeItFreed() {
        var interactor: Interactor? = Interactor()
        LeakDetector.instance.expectDeallocate(object: interactor!, inTime: 1)
        LeakDetector.instance.expectDeallocate(object: interactor!, inTime: 2)
        advance(1)
        XCTAssertEqual(failures.kinds, [.objectLeaked])
        interactor = nil
        _ = interactor
        advance(1)
        XCTAssertEqual(failures.kinds, [.objectLeaked], "the second expectation sees the interactor gone")
    }

    func testFreedRouter_ItsLeakedInteractorIsReported() {
        let interactor = LoggingInteractor("Held", log: CallLog())
        var router: Router<LoggingInteractor>? = Router(interactor: interactor)
        router?.load()
        router = nil
        _ = router
        advance(1)
        XCTAssertEqual(failures.kinds, [.objectLeaked])
        XCTAssertTrue(LeakDetector.instance.detectedLeaks.first?.isStillAlive ?? false)
    }
}
