import Foundation

/// `help`, `quit` and `source`: the commands about the session itself.
extension Session {
    func help(_ topic: String?) throws(ShellError) {
        guard let topic else { return emit(.helpIndex) }
        if let declaration = commands.declaration(named: topic) { return emit(.help(topic: declaration.name)) }
        if PlayOperatorCatalog.spec(named: topic) != nil { return emit(.help(topic: "let")) }
        throw ShellError.unknownName(kind: "command", name: topic,
                                     suggestion: DidYouMean.closest(to: topic, among: commands.allNames), known: [])
    }

    func quit() throws(ShellError) {
        if clock.insideClock { throw ShellError.wrongState(reason: "quit cannot be scheduled with at", nextStep: "Type quit on its own.") }
        wantsQuit = true
    }

    /// How deep `source` may nest, so a file that sources itself stops with a clear error.
    static let sourceDepthLimit = 8

    /// Runs a file's commands as if typed, stopping at the first error.
    func source(_ path: String) throws(ShellError) {
        try clock.requireOutside("source")
        guard sourceDepth < Self.sourceDepthLimit else {
            throw ShellError.wrongState(reason: "source is nested \(Self.sourceDepthLimit) deep (does '\(ShellError.shorten(path))' source itself?)",
                                        nextStep: "Remove the loop.")
        }
        let reader = try LineReader(path: path)
        sourceDepth += 1
        defer { sourceDepth -= 1 }
        while let item = reader.next(), !wantsQuit {
            do throws(ShellError) {
                switch item {
                case .invalid(let error): throw error
                case .line(let line):
                    // After a `lesson` line, the rest goes to the lesson's sandbox.
                    let quit = try Session.run(try Tokenizer.split(line), as: .sourced, in: { sandboxes?.active ?? self },
                                               failed: { error throws(ShellError) in throw error })
                    if quit { wantsQuit = true; return }
                }
            } catch {
                if case .sourced = error { throw error }
                throw ShellError.sourced(path: path, line: reader.lineNumber, error: error)
            }
        }
    }
}
