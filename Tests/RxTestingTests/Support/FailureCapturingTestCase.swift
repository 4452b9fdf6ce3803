import XCTest

/// A test case that can catch the failures an assertion or a wait reports, to check them,
/// instead of failing: `failures { XCTAssertEqual(a, b) }`.
class FailureCapturingTestCase: XCTestCase {
    struct Failure {
        let description: String
        let file: String
        let line: Int
    }

    private var captured: [Failure]?

    /// The failures `body` records; outside `body`, failures fail the test as usual.
    func failures(of body: () -> Void) -> [Failure] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append(Failure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
}
