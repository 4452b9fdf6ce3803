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

    public init(shell: Shell, sink: TextSink, keepGoing: Bool = false, echo: Bool = false) {
        self.shell = shell
        self.sink = sink
        self.keepGoing = keepGoing
        self.echo = echo
    }

    /// Reads `reader` to the end (or to `quit`, or the first error); returns the exit status.
    public func run(_ reader: LineReader, name: String? = nil) -> Int32 {
        while let item = reader.next() {
            let location = name.map { "\($0):\(reader.lineNumber)" } ?? "line \(reader.lineNumber)"
            let outcome: Shell.Outcome
            switch item {
            case .line(let line):
                if echo, !line.allSatisfy({ $0 == " " || $0 == "\t" }) { sink.write("> " + line, isError: false) }
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

    /// Runs `archlab -c` text: commands separated by `;` or newlines.
    public func run(commands: String) -> Int32 {
        var number = 0
        for line in commands.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if echo { sink.write("> " + line, isError: false) }
            let outcome = shell.submit(line: String(line), location: "-c", keepGoing: keepGoing)
            sink.write(outcome)
            if shell.session.wantsQuit { break }
            if !outcome.succeeded && !keepGoing { break }
        }
        sink.flush()
        return shell.errorCount == 0 ? 0 : 1
    }
}
