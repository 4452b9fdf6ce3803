/// `source FILE`: run a file's commands as if typed, stopping at the first error.
extension Session {
    /// How deep `source` may nest, so a file that sources itself stops with a clear error.
    static let sourceDepthLimit = 8

    func source(_ path: String) throws(ShellError) {
        try requireOutsideClock("source")
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
                    for tokens in try Tokenizer.split(line) {
                        try execute(try CommandParser.parse(tokens))
                        if wantsQuit { return }
                    }
                }
            } catch {
                if case .sourced = error { throw error }
                throw ShellError.sourced(path: path, line: reader.lineNumber, error: error)
            }
        }
    }
}
