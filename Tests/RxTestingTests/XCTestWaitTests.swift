import Dispatch
import XCTest
import RxTesting

/// `wait(for:)` without a timeout, as Apple's XCTest allows and RxSwift's tests call it.
final class XCTestWaitTests: FailureCapturingTestCase {
    func testWaitWithoutTimeout_ReturnsOnceFulfilledFromAnotherThread() {
        let fulfilled = expectation(description: "fulfilled later")
        let start = DispatchTime.now()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) { fulfilled.fulfill() }
        XCTAssertEqual(failures { wait(for: [fulfilled]) }.map(\.description), [])
        XCTAssertGreaterThanOrEqual(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds, 300_000_000)
    }

    func testWaitWithoutTimeout_InAnyOrderAcceptsEitherOrder() {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        second.fulfill()
        first.fulfill()
        XCTAssertEqual(failures { wait(for: [first, second]) }.map(\.description), [])
    }

    func testWaitWithoutTimeout_EnforcedOrderFailsWhenFulfilledOutOfOrder() {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        second.fulfill()
        first.fulfill()
        let recorded = failures { wait(for: [first, second], enforceOrder: true) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.description.contains("second") == true, "\(recorded)")
    }

    func testWaitWithoutTimeout_FulfilledInvertedExpectationFailsInsteadOfWaiting() {
        let never = expectation(description: "never")
        never.isInverted = true
        never.fulfill()
        let recorded = failures { wait(for: [never]) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.description.contains("inverted") == true, "\(recorded)")
    }
}
