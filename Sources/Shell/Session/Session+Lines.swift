/// The one way lines of commands run: typed at the prompt or read from a script
/// (`Shell.submit`), read from a file by `source`, or replayed silently to rebuild a resumed
/// step (`runSilently`). They differ only in what `LineKind` says.
extension Session {
    /// What kind of line runs: which of its commands `commandsRun` records, and whether a
    /// `quit` stops it.
    enum LineKind: Equatable {
        /// Typed, or a script's line: each command is recorded as typed, before it is parsed
        /// (a command that does not parse was still typed); a `quit` stops the line.
        case typed
        /// A line of a file `source` runs: the `source` command was recorded, not the lines it
        /// runs; a `quit` stops the file.
        case sourced
        /// A step's earlier walkthrough, replayed with its output dropped: lesson commands
        /// (`next`, `hint`, `check`...) are skipped, the others recorded once parsed; a `quit`
        /// does not stop it.
        case replayed
    }

    /// Runs the commands of one line (`Tokenizer.split`), each in the session `target()` gives
    /// as it starts (a lesson command may switch to the lesson's sandbox).
    ///
    /// - Parameters:
    ///   - ran: told each command that ran without error, right after it ran.
    ///   - done: told the session each command ran in once it ran or failed (to take its output).
    ///   - failed: told each command's error, after `done`; says whether the line goes on, or
    ///     throws what stops it (`source` stops at the first error).
    /// - Returns: whether a `quit` stopped the line.
    @discardableResult
    static func run<Failure: Error>(_ commands: [[Token]], as kind: LineKind, in target: () -> Session,
                                    ran: (Invocation) -> Void = { _ in }, done: (Session) -> Void = { _ in },
                                    failed: (ShellError) throws(Failure) -> Bool) throws(Failure) -> Bool {
        for tokens in commands {
            let current = target()
            let typed = tokens.map(\.raw).joined(separator: " ")
            do throws(ShellError) {
                if kind == .typed { current.commandsRun.append(typed) }
                let command = try current.parser.parse(tokens)
                if kind == .replayed {
                    guard command.declaration.group != .lessons else { continue }
                    current.commandsRun.append(typed)
                }
                try current.execute(command)
                ran(command)
                done(current)
            } catch {
                done(current)
                guard try failed(error) else { return false }
            }
            switch kind {
            case .typed: if current.wantsQuit || target().wantsQuit { return true }
            case .sourced: if current.wantsQuit { return true }
            case .replayed: break
            }
        }
        return false
    }
}
