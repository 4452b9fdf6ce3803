/// A hint tied to one test of the lesson's exercise: `hint(testName): text` in `lesson.md`.
///
/// The shell shows it after a `check` in which that test failed, so that the learner reads
/// the hint about what they got wrong, not the next one in line. Tied hints are also part of
/// the step's ordinary `hints`, shown in order by `hint`.
public struct TestHint: Equatable, Sendable {
    /// `testName` or `SuiteName.testName`, as written in the directive.
    public var test: String
    public var text: String
    /// Line of the directive in the lesson file.
    public var line: Int

    public init(test: String, text: String, line: Int) {
        self.test = test
        self.text = text
        self.line = line
    }

    /// The test method's name without a suite: `testA` for both `testA` and `Suite.testA`.
    public var testName: String { String(test.split(separator: ".").last ?? Substring(test)) }

    /// True for the test this hint is tied to: `testName` matches any suite, `Suite.testName` only that suite.
    public func matches(suite: String, name: String) -> Bool {
        test.contains(".") ? test == "\(suite).\(name)" : test == name
    }

    /// True when `name` can name a test: `testName` or `Suite.testName`, letters, digits and `_`.
    static func isValidName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }
}
