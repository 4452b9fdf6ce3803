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
            var lineFailed = false
            if let commands = try? Tokenizer.split(line) {
                Session.run(commands, as: .replayed, in: { self }, failed: { _ in
                    lineFailed = true
                    return false
                })
            } else {
                lineFailed = true
            }
            if lineFailed { failed.append(line) }
            _ = takeOutput()
        }
        wantsQuit = false
        return failed
    }
}
