/// The outcome of one `swift test` run, read from its output by `TestOutputParser`.
public struct TestRun: Equatable, Sendable {
    public var cases: [TestCaseResult]
    /// Set when the test process died (a `fatalError`, a force unwrap of nil, a signal).
    public var crash: TestCrash?
    /// The run was stopped by its timeout before every test had a verdict.
    public var ranOutOfTime = false

    public init(cases: [TestCaseResult] = [], crash: TestCrash? = nil, ranOutOfTime: Bool = false) {
        self.cases = cases
        self.crash = crash
        self.ranOutOfTime = ranOutOfTime
    }

    public var passed: [TestCaseResult] { cases.filter { $0.status == .passed } }
    public var failed: [TestCaseResult] { cases.filter { $0.status == .failed || $0.status == .crashed } }
    /// Every test that ran passed, and at least one ran.
    public var allPassed: Bool { crash == nil && !cases.isEmpty && failed.isEmpty }
}

/// How the test process died.
public struct TestCrash: Equatable, Sendable {
    /// The test that was running, if known.
    public var testName: String?
    /// The runtime's last words, e.g. `Fatal error: TODO: return 1, 2, 3`.
    public var message: String
    /// Where the crash happened, e.g. `Streams/Streams.swift:12`, when the runtime says it.
    public var location: String?
}
