#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs commands that do not come from a person at a terminal: piped input, `archlab FILE`,
/// `archlab -c '...'`. No banner, no prompt, results only.
///
/// Stops at the first error with exit status 1, unless `keepGoing`, in which case it runs
/// everything (every command of a `;`-separated line too) and still exits 1 if anything failed.
public struct ScriptRunner {
    public var shell: Shell
    public var sink: TextSink
    public var keepGoing: Bool
    public var echo: Bool
    /// Piped standard input, which may pause between lines: while it waits for the next one,
    /// `autocheck` checks the exercise on each save, as at a terminal. A script file never
    /// waits, so there `autocheck` refuses.
    public var waitsForEvents = false

    public init(shell: Shell, sink: TextSink, keepGoing: Bool = false, echo: Bool = false) {
        self.shell = shell
        self.sink = sink
        self.keepGoing = keepGoing
        self.echo = echo
    }

    /// Reads `reader` to the end (or to `quit`, or the first error); returns the exit status.
    public func run(_ reader: LineReader, name: String? = nil) -> Int32 {
        shell.handlesEventsWhileReading = waitsForEvents
        while true {
            if waitsForEvents { handleEventsUntilInput(reader) }
            guard let item = reader.next() else { break }
            let location = name.map { "\($0):\(reader.lineNumber)" } ?? "line \(reader.lineNumber)"
            let outcome: Shell.Outcome
            switch item {
            case .line(let line):
                if echo, !line.allSatisfy({ $0 == " " || $0 == "\t" }) { sink.write(PromptRenderer.echo(line), isError: false) }
                outcome = shell.submit(line: line, location: location, keepGoing: keepGoing)
            case .invalid(let error):
                outcome = shell.reject(error, location: location)
            }
            sink.write(outcome)
            if shell.session.wantsQuit { break }
            if !outcome.succeeded && !keepGoing { break }
        }
        sink.flush()
        return shell.errorCount == 0 ? 0 : 1
    }

    /// Until the next input arrives: each save `autocheck` reports is checked and printed.
    private func handleEventsUntilInput(_ reader: LineReader) {
        // What the lines so far printed goes out before waiting: whoever feeds the pipe may
        // be waiting for it.
        if !reader.hasBufferedInput { sink.flush() }
        while !reader.hasBufferedInput, let event = shell.eventDescriptor {
            var descriptors = [pollfd(fd: reader.descriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: event, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return
            }
            if descriptors[0].revents != 0 { return }
            guard Int32(descriptors[1].revents) & Int32(POLLIN) != 0 else { return } // the watcher failed: just read
            if shell.takeEvent() {
                let sink = sink
                sink.write(shell.handleEvent(announce: { line in
                    sink.write(line, isError: false)
                    sink.flush()
                }))
                sink.flush()
            }
        }
    }

    /// Runs `archlab -c` text: commands separated by `;` or newlines.
    public func run(commands: String) -> Int32 {
        var number = 0
        for line in commands.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if echo { sink.write(PromptRenderer.echo(line), isError: false) }
            let outcome = shell.submit(line: String(line), location: "-c", keepGoing: keepGoing)
            sink.write(outcome)
            if shell.session.wantsQuit { break }
            if !outcome.succeeded && !keepGoing { break }
        }
        sink.flush()
        return shell.errorCount == 0 ? 0 : 1
    }
}
