/// One test case (XCTest method or Swift Testing `@Test`).
public struct TestCaseResult: Equatable, Sendable {
    public enum Status: String, Equatable, Sendable {
        case passed, failed, skipped, crashed
    }

    /// The XCTestCase class (`StreamsTests`); empty for Swift Testing tests.
    public var suite: String
    /// `testNumbers` or, for Swift Testing, `expectEqual()` / its display name.
    public var name: String
    public var status: Status
    public var failures: [TestFailure]
    public var seconds: Double?
    /// The test module (`StreamsTests`), when the run knows it (sealed runs do).
    public var module: String?

    public init(suite: String, name: String, status: Status, failures: [TestFailure] = [], seconds: Double? = nil) {
        self.suite = suite
        self.name = name
        self.status = status
        self.failures = failures
        self.seconds = seconds
    }

    public var qualifiedName: String { suite.isEmpty ? name : "\(suite).\(name)" }
}

/// One failed assertion, with expected and actual values when the assertion says them.
public struct TestFailure: Equatable, Sendable {
    public var file: String?
    public var line: Int?
    /// The assertion's own text, e.g. `XCTAssertEqual failed: ("[1, 2]") is not equal to ("[1, 2, 3]")`.
    public var message: String
    public var expected: String?
    public var actual: String?

    public init(file: String?, line: Int?, message: String, expected: String? = nil, actual: String? = nil) {
        self.file = file
        self.line = line
        self.message = message
        self.expected = expected
        self.actual = actual
    }
}
