#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Ctrl-C while a command runs. In the interactive shell the terminal delivers SIGINT only
/// outside line editing (libedit reads Ctrl-C as a key), so a signal here means "stop the
/// command that is running", never "leave the shell". The handler only sets a flag; the
/// clock commands look at it between scheduled times and stop there. A child process (the
/// `swift` build of `check`) gets the same SIGINT from the terminal and stops by itself.
public enum Interrupt {
    private static let requested = Atomic<Bool>(false)

    /// Catches SIGINT for the rest of the process. Called by the executable in interactive mode.
    public static func install() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in Interrupt.requested.store(true, ordering: .relaxed) }
        #else
        action.__sigaction_u.__sa_handler = { _ in Interrupt.requested.store(true, ordering: .relaxed) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// Whether Ctrl-C was pressed since the last call; clears the request.
    public static func take() -> Bool {
        requested.exchange(false, ordering: .relaxed)
    }

    /// Forgets a Ctrl-C pressed before the command that is about to run.
    public static func clear() {
        requested.store(false, ordering: .relaxed)
    }

    /// Raises the flag as SIGINT would (for tests).
    public static func request() {
        requested.store(true, ordering: .relaxed)
    }
}
