/// Why a pseudo-terminal session could not do what a test asked.
///
/// Every case carries the screen text seen so far, so a failing test shows what the
/// program actually printed.
public enum PTYError: Error, CustomStringConvertible {
    /// The executable was not where ``BuildProducts`` looked.
    case executableNotFound(name: String, searched: [String])
    /// `forkpty` failed (no pseudo-terminals left, or not permitted).
    case spawnFailed(errno: Int32)
    /// `pattern` did not appear within `seconds`.
    case timedOut(waitingFor: String, seconds: Double, output: String)
    /// The program closed its terminal before `pattern` appeared.
    case closedBeforeMatch(waitingFor: String, output: String)
    /// The program was still running `seconds` after it was expected to exit.
    case stillRunning(seconds: Double, output: String)
    /// Writing keystrokes to the terminal failed.
    case writeFailed(errno: Int32)

    public var description: String {
        switch self {
        case let .executableNotFound(name, searched):
            return "No executable \(name) in: \(searched.joined(separator: ", ")). "
                + "Build it first (swift build --product \(name)) or set ARCHLAB_BUILD_DIR."
        case let .spawnFailed(code):
            return "forkpty failed with errno \(code)."
        case let .timedOut(pattern, seconds, output):
            return "Timed out after \(seconds)s waiting for \(pattern.debugDescription). Output so far:\n\(output)"
        case let .closedBeforeMatch(pattern, output):
            return "The program closed its terminal before printing \(pattern.debugDescription). Output:\n\(output)"
        case let .stillRunning(seconds, output):
            return "The program was still running \(seconds)s after it should have exited. Output:\n\(output)"
        case let .writeFailed(code):
            return "Writing to the pseudo-terminal failed with errno \(code)."
        }
    }
}
