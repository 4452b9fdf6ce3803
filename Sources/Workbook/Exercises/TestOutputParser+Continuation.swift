/// The lines XCTest prints after a failure whose message spans several lines: RxTesting's
/// table of recorded events and its marble drawing. They belong to that failure.
extension TestOutputParser {
    /// Whether `line`, printed right after an XCTest failure (or after another such line)
    /// whose message is `message`, continues it.
    static func isXCTestContinuation(_ line: String, of message: String) -> Bool {
        guard message.contains("differ: expected") else { return false }
        return line.hasPrefix("  ") || line.hasPrefix("> ") || line.hasPrefix("Marbles (")
    }
}
