/// Keystrokes as a terminal sends them, for ``PTYSession/send(_:)``.
public enum PTYKey {
    /// Enter (carriage return, what a terminal sends).
    public static let enter = "\r"
    public static let tab = "\t"
    /// Ctrl-C.
    public static let interrupt = "\u{3}"
    /// Ctrl-D.
    public static let endOfFile = "\u{4}"
    public static let backspace = "\u{7F}"
    /// Cursor keys in ANSI (normal cursor-key mode) form.
    public static let up = "\u{1B}[A"
    public static let down = "\u{1B}[B"
    public static let right = "\u{1B}[C"
    public static let left = "\u{1B}[D"
}
