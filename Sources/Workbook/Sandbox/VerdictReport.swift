/// What the grader's observer in a test process (`ArchLabTestHarness`) reported, read from
/// its report file: only lines that begin with the run's key count, so text the code under
/// test prints or writes is never a verdict.
///
/// Line format (one event each): `<key> start ID`, `<key> fail ID FILE\tLINE\tMESSAGE`,
/// `<key> skip ID`, `<key> finish ID SECONDS`, `<key> done`; `ID` is `Module.Class/method`
/// and newlines in a message are written `\n`.
public struct VerdictReport: Equatable, Sendable {
    /// What the observer saw of one test.
    public struct Test: Equatable, Sendable {
        public var started = false
        public var finished = false
        public var skipped = false
        public var seconds: Double?
        public var failures: [TestFailure] = []

        /// Started, finished, nothing failed, not skipped: the only way a test passes.
        public var passed: Bool { started && finished && failures.isEmpty && !skipped }
    }

    public var tests: [String: Test] = [:]
    /// The observer saw the whole run end (`testBundleDidFinish`).
    public var finished = false

    public init(text: String, key: String) {
        let prefix = key + " "
        for line in TextLines.split(text) where line.hasPrefix(prefix) {
            let body = line.dropFirst(prefix.count)
            let parts = body.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard let event = parts.first else { continue }
            if event == "done" { finished = true; continue }
            guard parts.count >= 2 else { continue }
            let id = parts[1]
            switch event {
            case "start": tests[id, default: Test()].started = true
            case "skip": tests[id, default: Test()].skipped = true
            case "finish":
                tests[id, default: Test()].finished = true
                tests[id]?.seconds = parts.count > 2 ? Double(parts[2]) : nil
            case "fail":
                tests[id, default: Test()].failures.append(Self.failure(parts.count > 2 ? parts[2] : ""))
            default: continue
            }
        }
    }

    /// `FILE\tLINE\tMESSAGE` → a failure, with expected and actual values when the message
    /// is an `XCTAssertEqual`'s.
    static func failure(_ text: String) -> TestFailure {
        let fields = text.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        let file = fields.first.flatMap { $0.isEmpty ? nil : $0 }
        let line = fields.count > 1 ? Int(fields[1]).flatMap { $0 > 0 ? $0 : nil } : nil
        var message = fields.count > 2 ? unescape(fields[2]) : ""
        if message.hasSuffix(" - ") { message.removeLast(3) }
        var failure = TestFailure(file: file, line: file == nil ? nil : line, message: message)
        if let (actual, expected) = TestOutputParser.equalityOperands(message) {
            failure.actual = actual
            failure.expected = expected
        }
        return failure
    }

    private static func unescape(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                result.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
