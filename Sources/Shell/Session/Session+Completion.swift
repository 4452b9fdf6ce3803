/// Tab completion and the right-prompt hint, derived from the command declarations and read
/// from live state through each argument's `CompletionSource`.
///
/// Called by the line editor on Tab (`completions`) and as the line changes (`hint`); pure
/// reads of the session, never changing it.
extension Session {
    /// Full replacement words for the word under `cursor` (counted in `Character`s).
    public func completions(line: String, cursor: Int) -> [String] {
        let characters = Array(line)
        let before = String(characters[..<min(max(cursor, 0), characters.count)])
        guard let partial = PartialLine(before) else { return [] }
        var seen: Set<String> = []
        return candidates(words: partial.words, current: partial.current)
            .filter { $0.hasPrefix(partial.current) && seen.insert($0).inserted }
    }

    /// What the line still needs, e.g. `NAME [KEY=VALUE ...]` after `fire `; nil when nothing.
    public func hint(line: String) -> String? {
        guard let partial = PartialLine(line) else { return nil }
        return hint(words: partial.words, current: partial.current)
    }

    private func candidates(words: [String], current: String) -> [String] {
        guard let head = words.first else { return commands.all.map(\.name) }
        guard let declaration = commands.declaration(named: head) else { return [] }
        guard let (index, offset) = Self.position(of: words.count - 1, in: declaration) else { return [] }
        let argument = declaration.arguments[index]
        if case .command = argument.shape {
            return candidates(words: Array(words.dropFirst(words.count - offset)), current: current)
        }
        return argument.candidates(CompletionQuery(session: self, words: words, current: current, indexInArgument: offset))
    }

    private func hint(words: [String], current: String) -> String? {
        guard let head = words.first ?? (current.isEmpty ? nil : current),
              let declaration = commands.declaration(named: head) else { return nil }
        if words.isEmpty { return nil }
        // Arguments typed so far, the one being typed included: its usage is no longer shown
        // (the hint stays on screen after Return, so it must not ask for what is there).
        let typed = words.count - 1 + (current.isEmpty ? 0 : 1)
        let query = CompletionQuery(session: self, words: words, current: current, indexInArgument: 0)
        if let live = declaration.liveHint?(query) {
            switch live {
            case .none: return nil
            case .text(let text): return text
            case .derived: break
            }
        }
        guard typed > 0 else { return declaration.arguments.isEmpty ? nil : declaration.arguments.map(\.usage).joined(separator: " ") }
        guard let (index, offset) = Self.position(of: typed - 1, in: declaration) else { return nil }
        if case .command = declaration.arguments[index].shape {
            return hint(words: Array(words.dropFirst(typed - offset)), current: current)
        }
        let rest = declaration.arguments.dropFirst(index + 1).map(\.usage)
        return rest.isEmpty ? nil : rest.joined(separator: " ")
    }

    /// Which argument the word at `position` (0 = first after the name) belongs to, and its
    /// offset inside that argument; nil past the last argument.
    static func position(of position: Int, in declaration: CommandDeclaration) -> (argument: Int, offset: Int)? {
        var start = 0
        for (index, argument) in declaration.arguments.enumerated() {
            guard let width = argument.width else { return (index, position - start) }
            if position < start + width { return (index, position - start) }
            start += width
        }
        return nil
    }
}
