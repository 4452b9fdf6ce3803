/// How a program run by ``PTYSession`` ended.
public enum PTYExitStatus: Equatable, Sendable, CustomStringConvertible {
    /// It called `exit` (or returned from main) with this code.
    case exited(Int32)
    /// A signal ended it (`SIGKILL` is 9, `SIGINT` 2).
    case signaled(Int32)

    /// Decodes a `waitpid` status word (the `WIFEXITED` / `WTERMSIG` macros, which Swift
    /// cannot import).
    public init(waitStatus status: Int32) {
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }

    public var description: String {
        switch self {
        case .exited(let code): return "exited with \(code)"
        case .signaled(let signal): return "killed by signal \(signal)"
        }
    }
}
