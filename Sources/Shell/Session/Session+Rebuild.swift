extension Session {
    /// Runs a lesson's earlier walkthrough commands in this (fresh) session with their output
    /// dropped and no step checks, to rebuild where a resumed step begins. Lesson commands
    /// (`next`, `hint`, `check`...) are skipped: they move the lesson, not the session.
    ///
    /// - Returns: the commands that failed (a walkthrough that needs a solved exercise, say);
    ///   the rest still ran.
    func runSilently(_ lines: [String]) -> [String] {
        var failed: [String] = []
        for line in lines {
            do throws(ShellError) {
                for tokens in try Tokenizer.split(line) {
                    let command = try parser.parse(tokens)
                    guard command.declaration.group != .lessons else { continue }
                    commandsRun.append(tokens.map(\.raw).joined(separator: " "))
                    try execute(command)
                }
            } catch {
                failed.append(line)
            }
            _ = takeOutput()
        }
        wantsQuit = false
        return failed
    }
}
