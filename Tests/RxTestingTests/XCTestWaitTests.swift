import Dispatch
import XCTest
import RxTesting

/// `wait(for:)` without a timeout, as Apple's XCTest allows and RxSwift's tests call it.
final class XCTestWaitTests: XCTestCase {
    private var captured: [String]?

    /// The failures `body` records, instead of failing this test.
    private func failures(of body: () -> Void) -> [String] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testWaitWithoutTimeout_ReturnsOnceFulfilledFromAnotherThread() {
        let fulfilled = expectation(description: "fulfilled later")
        let start = DispatchTime.now()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) { fulfilled.fulfill() }
        XCTAssertEqual(failures { wait(for: [fulfilled]) }, [])
        XCTAssertGreaterThanOrEqual(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds, 300_000_000)
    }

    func testWaitWithoutTimeout_InAnyOrderAcceptsEitherOrder() {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        second.fulfill()
        first.fulfill()
        XCTAssertEqual(failures { wait(for: [first, second]) }, [])
    }

    func testWaitWithoutTimeout_EnforcedOrderFailsWhenFulfilledOutOfOrder() {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        second.fulfill()
        first.fulfill()
        let recorded = failures { wait(for: [first, second], enforceOrder: true) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.contains("second") == true, "\(recorded)")
    }

    func testWaitWithoutTimeout_FulfilledInvertedExpectationFailsInsteadOfWaiting() {
        let never = expectation(description: "never")
        never.isInverted = true
        never.fulfill()
        let recorded = failures { wait(for: [never]) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.contains("inverted") == true, "\(recorded)")
    }
}
