/// The words Tab offers on an `archlab` command line, derived from the declarations: what the
/// completion scripts (`archlab completion bash|zsh`) ask for with `archlab --complete WORD...`.
///
/// Subcommand names (and `help`) first; after a subcommand, its options not typed yet (every
/// form's, when the word begins with `-`), an option's allowed values after it, else what its
/// positional word completes with: the same `CompletionSource` the shell's commands use
/// (`.lessonIDs` reads the course as the shell's `lesson` does). An empty answer lets the
/// script complete file names.
public enum SubcommandCompletion {
    /// - Parameters:
    ///   - words: the words after `archlab`, the last one the word being completed (empty
    ///     after a blank).
    ///   - session: what a positional's `CompletionSource` reads (the course's lesson ids).
    public static func candidates(_ words: [String], session: @autoclosure () -> Session) -> [String] {
        let current = words.last ?? ""
        var before = Array(words.dropLast())
        // `--workspace DIR` may come before the subcommand.
        while let first = before.first, first == "--workspace" || first.hasPrefix("--workspace=") {
            before.removeFirst(first == "--workspace" ? min(2, before.count) : 1)
        }
        let names = Subcommands.all.map(\.name) + ["help"]
        guard let name = before.first else { return matching(names, current) }
        if name == "help" { return before.count == 1 ? matching(Subcommands.all.map(\.name), current) : [] }
        guard let declaration = Subcommands.declaration(named: name) else { return [] }
        let typed = Array(before.dropFirst())
        let given = Set(typed.map { String($0.prefix { $0 != "=" }) })
        let defaultForm = declaration.forms.first { $0.selector == nil }
        guard let form = declaration.forms.first(where: { $0.selector.map(given.contains) ?? false }) ?? defaultForm else { return [] }
        if let last = typed.last, let option = form.options.first(where: { $0.answers(to: last) }), let values = option.valueCandidates {
            return matching(values, current)
        }
        if current.hasPrefix("-") {
            // The chosen form's options not typed yet; in the default form, the options that choose another.
            let selectors = form.selector == nil ? declaration.forms.compactMap(\.selector) : []
            let offered = form.options.filter { !given.contains($0.name) && !$0.aliases.contains(where: given.contains) }.map(\.name)
            return matching(offered + selectors.filter { !given.contains($0) } + ["--help"], current)
        }
        let options = form.options
        let positionalCount = positionalWords(typed, options: options).count
        var index = 0
        for argument in form.positionals {
            let many: Bool
            if case .words = argument.shape { many = true } else { many = false }
            if index == positionalCount || many {
                let query = CompletionQuery(session: session(), words: [name] + typed, current: current, indexInArgument: positionalCount - index)
                return matching(argument.candidates(query), current)
            }
            index += 1
        }
        return []
    }

    /// The words of `typed` that are no option nor an option's value.
    private static func positionalWords(_ typed: [String], options: [OptionDeclaration]) -> [String] {
        var words: [String] = []
        var rest = typed[...]
        while let word = rest.popFirst() {
            if word.hasPrefix("-"), word != "-" {
                if let option = options.first(where: { $0.answers(to: word) }), option.valueCandidates != nil { _ = rest.popFirst() }
            } else {
                words.append(word)
            }
        }
        return words
    }

    private static func matching(_ candidates: [String], _ current: String) -> [String] {
        candidates.filter { $0.hasPrefix(current) }
    }
}
