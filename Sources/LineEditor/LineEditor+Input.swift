extension LineEditor {
    /// What one call to `readLine()` produced.
    public enum Input: Equatable, Sendable {
        /// The user pressed Enter. The text has no trailing newline; bytes that were not
        /// valid UTF-8 are gone (libedit drops them) or replaced by U+FFFD.
        case line(String)
        /// The user pressed Ctrl-C: the half-typed line was dropped and the cursor is on a
        /// fresh line. Call `readLine()` again for a new prompt.
        case interrupted
        /// Ctrl-D on an empty line, or the input closed. The shell should exit.
        case endOfInput
    }
}
