#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the process's terminal, read once at start-up by the executable.
public enum Terminal {
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Columns of the terminal on `descriptor`, or 80 when it is not a terminal.
    public static func columns(_ descriptor: Int32 = 1) -> Int {
        var size = winsize()
        guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 else { return 80 }
        return Int(size.ws_col)
    }

    /// The environment as a dictionary, for `ColorChoice.resolve`.
    public static func environment() -> [String: String] {
        var result: [String: String] = [:]
        for key in ["NO_COLOR", "TERM"] {
            if let value = getenv(key) { result[key] = String(cString: value) }
        }
        return result
    }
}
