import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program running in a pseudo-terminal, driven like a person at a keyboard.
///
/// Tests start one with ``init(executable:arguments:environment:columns:rows:)``, wait for
/// output with ``expect(_:timeout:)``, type with ``send(_:)`` and finish with
/// ``waitForExit(timeout:)``. Every wait has a timeout, and the child is killed
/// (`SIGKILL`) and reaped by ``terminate()`` or, at the latest, when the session is
/// deinitialised, so a broken program can fail a test but never hang it.
///
/// Not thread-safe: use a session from the one test method that created it.
public final class PTYSession {
    /// The child's process id.
    public let processID: pid_t
    /// The terminal size the program was given.
    public let columns: Int
    public let rows: Int
    private let master: Int32
    private var rawBytes: [UInt8] = []
    /// UTF-8 offset into ``output`` up to which earlier `expect` calls consumed.
    private var consumed = 0
    private var terminalClosed = false
    private var masterOpen = true
    private var status: PTYExitStatus?

    /// Starts `executable` with `arguments` and exactly `environment` (nothing is inherited,
    /// but `ARCHLAB_WARMUP=0` is added unless given: a shell on a terminal would otherwise
    /// start building the course in the background) on a new pseudo-terminal of `columns` × `rows`, as its controlling terminal.
    ///
    /// Signal dispositions and the signal mask are reset to defaults in the child, so it
    /// behaves as when started from a shell.
    /// - Throws: ``PTYError/spawnFailed(errno:)``.
    public init(
        executable: URL,
        arguments: [String] = [],
        environment: [String: String],
        columns: Int = 80,
        rows: Int = 24
    ) throws {
        // Everything the child needs is built before fork: after it, only async-signal-safe calls.
        let path = CStringArray([executable.path])
        let argv = CStringArray([executable.path] + arguments)
        let environment = environment.merging(["ARCHLAB_WARMUP": "0"]) { given, _ in given }
        let envp = CStringArray(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        var size = winsize(
            ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        var masterDescriptor: Int32 = -1
        let pid = forkpty(&masterDescriptor, nil, nil, &size)
        if pid == 0 {
            PTYSession.execInChild(path: path.pointers[0], argv: argv.pointers, envp: envp.pointers)
        }
        guard pid > 0 else { throw PTYError.spawnFailed(errno: errno) }
        _ = fcntl(masterDescriptor, F_SETFD, FD_CLOEXEC)
        processID = pid
        master = masterDescriptor
        self.columns = columns
        self.rows = rows
    }

    deinit {
        terminate()
    }

    /// Everything the program printed so far, with escapes, carriage returns and bells removed.
    public var output: String {
        ANSIText.strip(String(decoding: rawBytes, as: UTF8.self))
    }

    /// What a person would see now: the output replayed on a ``TerminalScreen`` of this
    /// session's size (the whole session, top to bottom, trailing blanks trimmed).
    public var screen: TerminalScreen {
        var screen = TerminalScreen(columns: columns, height: rows)
        screen.feed(String(decoding: rawBytes, as: UTF8.self))
        return screen
    }

    /// Everything the program printed so far, byte for byte.
    public var rawOutput: [UInt8] {
        rawBytes
    }

    /// Types `text` (UTF-8) into the terminal; see ``PTYKey`` for special keys.
    public func send(_ text: String) throws {
        try send(bytes: Array(text.utf8))
    }

    /// Writes `bytes` to the terminal as they are (for testing invalid UTF-8, say).
    public func send(bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw PTYError.writeFailed(errno: errno)
            }
            offset += written
        }
    }

    /// Waits until `pattern` appears in the stripped output after the previous match, and
    /// returns the text from there up to and including the match.
    ///
    /// - Throws: ``PTYError/timedOut(waitingFor:seconds:output:)`` after `timeout` seconds,
    ///   ``PTYError/closedBeforeMatch(waitingFor:output:)`` if the program closed its
    ///   terminal first.
    @discardableResult
    public func expect(_ pattern: String, timeout: Double = 5) throws -> String {
        try waitFor(pattern, timeout: timeout, reading: { output }) { text in
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: min(consumed, text.utf8.count))
            guard let match = text[start...].firstRange(of: pattern) else { return nil }
            consumed = text.utf8.distance(from: text.utf8.startIndex, to: match.upperBound)
            return String(text[start..<match.upperBound])
        }
    }

    /// Waits until the rendered ``screen`` contains `pattern`, and returns the screen text.
    ///
    /// Use it for what cursor movement draws (an edited line, a line recalled from history);
    /// it does not consume output, so ``expect(_:timeout:)`` is unaffected.
    /// - Throws: ``PTYError/timedOut(waitingFor:seconds:output:)`` with the screen text.
    @discardableResult
    public func expectScreen(_ pattern: String, timeout: Double = 5) throws -> String {
        try waitFor(pattern, timeout: timeout, reading: { screen.text }) { text in text.contains(pattern) ? text : nil }
    }

    /// Reads until `found` returns a result, the terminal closes, or `timeout` passes; the
    /// errors carry the text read last.
    private func waitFor(_ pattern: String, timeout: Double, reading read: () -> String,
                         found: (String) -> String?) throws -> String {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            let text = read()
            if let result = found(text) { return result }
            if terminalClosed {
                throw PTYError.closedBeforeMatch(waitingFor: pattern, output: text)
            }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else {
                throw PTYError.timedOut(waitingFor: pattern, seconds: timeout, output: text)
            }
            pump(waitingAtMost: min(remaining, .milliseconds(100)))
        }
    }

    /// Reads whatever arrives during `seconds` and returns the new stripped text, without
    /// consuming it for ``expect(_:timeout:)``. For asserting that nothing (bad) was printed.
    public func outputArriving(within seconds: Double) -> String {
        let before = output.utf8.count
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            pump(waitingAtMost: min(deadline - ContinuousClock.now, .milliseconds(50)))
        }
        let text = output
        return String(decoding: text.utf8.dropFirst(before), as: UTF8.self)
    }

    /// Waits for the program to exit by itself, collecting its last output.
    /// - Throws: ``PTYError/stillRunning(seconds:output:)`` after `timeout` seconds (the
    ///   program is left running; ``terminate()`` or deinit kills it).
    public func waitForExit(timeout: Double = 5) throws -> PTYExitStatus {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            if let status = reap(blocking: false) {
                while pump(waitingAtMost: .zero) {}
                return status
            }
            guard ContinuousClock.now < deadline else {
                throw PTYError.stillRunning(seconds: timeout, output: output)
            }
            pump(waitingAtMost: .milliseconds(20))
        }
    }

    /// Kills the program if it still runs (`SIGKILL`), reaps it and closes the terminal.
    /// Safe to call more than once; returns how the program ended.
    @discardableResult
    public func terminate() -> PTYExitStatus? {
        if status == nil, kill(processID, SIGKILL) == 0 || errno != ESRCH {
            _ = reap(blocking: true)
        }
        if masterOpen {
            masterOpen = false
            close(master)
        }
        return status
    }

    /// Collects the child's exit status once it has ended.
    private func reap(blocking: Bool) -> PTYExitStatus? {
        if let status { return status }
        var word: Int32 = 0
        while true {
            let result = waitpid(processID, &word, blocking ? 0 : WNOHANG)
            if result == processID {
                status = PTYExitStatus(waitStatus: word)
                return status
            }
            if result < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Reads available output, waiting up to `limit` for some. Returns whether bytes arrived.
    @discardableResult
    private func pump(waitingAtMost limit: Duration) -> Bool {
        let milliseconds = Int32(clamping: limit.components.seconds * 1000
            + limit.components.attoseconds / 1_000_000_000_000_000)
        guard masterOpen, !terminalClosed else {
            if milliseconds > 0 { usleep(UInt32(milliseconds) * 1000) }
            return false
        }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count > 0 {
            rawBytes.append(contentsOf: buffer[..<count])
            return true
        }
        if count == 0 || (errno != EINTR && errno != EAGAIN) {
            // Linux reports EIO once the child side of the terminal is closed.
            terminalClosed = true
        }
        return false
    }

    /// Runs in the forked child: default signal handling, then the program. Never returns.
    private static func execInChild(
        path: UnsafeMutablePointer<CChar>?,
        argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
        envp: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    ) -> Never {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        signal(SIGINT, SIG_DFL)
        signal(SIGQUIT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        signal(SIGHUP, SIG_DFL)
        signal(SIGPIPE, SIG_DFL)
        signal(SIGTSTP, SIG_DFL)
        signal(SIGCHLD, SIG_DFL)
        if let path {
            execve(path, argv, envp)
        }
        _exit(127)
    }
}
