/// Reading a subcommand's words against its declaration. Every usage error is derived here
/// from the declared options and positionals: an unknown option (with the closest declared
/// one, `DidYouMean`), a missing value, a value not allowed (naming the allowed ones), a
/// missing word or option, a word too many.
extension SubcommandDeclaration {
    /// The words after the subcommand's name, parsed by the form they choose: the one whose
    /// `selector` option is among them, else the first form without a selector.
    public func parse(_ words: [String]) throws(LaunchError) -> SubcommandInvocation {
        let given = Set(words.map { String($0.prefix { $0 != "=" }) })
        guard let form = forms.first(where: { $0.selector.map(given.contains) ?? false }) ?? forms.first(where: { $0.selector == nil })
        else { throw error("no form of \(name) fits") }
        return SubcommandInvocation(declaration: self, arguments: try parse(words, as: form))
    }

    private func parse(_ words: [String], as form: SubcommandForm) throws(LaunchError) -> SubcommandArguments {
        var parsed = SubcommandArguments()
        var positional: [String] = []
        var rest = words[...]
        // A bad value in a form chosen by an option says which form it was read in.
        let context = form.selector.map { "with \($0), " } ?? ""
        while let word = rest.popFirst() {
            guard word.hasPrefix("-"), word != "-" else { positional.append(word); continue }
            if word == "--" { positional += rest; break }
            let typed = String(word.prefix { $0 != "=" })
            let inline = word.contains("=") ? String(word.drop { $0 != "=" }.dropFirst()) : nil
            guard let option = form.options.first(where: { $0.answers(to: typed) }) else {
                let known = form.options.flatMap { [$0.name] + $0.aliases }
                let suggestion = DidYouMean.closest(to: typed, among: known).map { " (did you mean \($0)?)" } ?? ""
                throw error("unknown option '\(ShellError.shorten(typed))'" + suggestion)
            }
            switch option.value {
            case .none:
                guard inline == nil else { throw error("\(option.name) takes no value") }
                parsed.flags.insert(option.name)
            case .word, .oneOf:
                guard let value = inline ?? rest.popFirst() else { throw error("\(option.name) needs a value") }
                if case .oneOf(let allowed) = option.value, !allowed.contains(value) {
                    throw error("\(context)\(option.name) must be \(Self.listed(allowed))")
                }
                parsed.values[option.name] = value
            }
        }
        let incomplete = { (missing: String) in self.error(form.whenIncomplete ?? "needs \(missing)") }
        for option in form.options {
            let present = parsed.flags.contains(option.name) || parsed.values[option.name] != nil
            if option.required, !present { throw incomplete(option.name) }
            if let needed = option.requires, present, !parsed.flags.contains(needed) { throw error("\(option.name) needs \(needed)") }
        }
        var remaining = positional[...]
        for argument in form.positionals {
            switch argument.shape {
            case .words(let minimum):
                guard remaining.count >= minimum else { throw incomplete(argument.usage) }
                parsed.words[argument.name] = Array(remaining)
                remaining = []
            case .choice(let allowed):
                guard let word = remaining.popFirst() else { continue }
                guard allowed.contains(word) else { throw error("\(argument.name) must be \(Self.listed(allowed)), not '\(ShellError.shorten(word))'") }
                parsed.words[argument.name] = [word]
            default:
                guard let word = remaining.popFirst() else {
                    if case .word(optional: true) = argument.shape { continue }
                    throw incomplete(argument.name)
                }
                parsed.words[argument.name] = [word]
            }
        }
        if let extra = remaining.first { throw error("unexpected '\(ShellError.shorten(extra))'") }
        return parsed
    }

    /// `text, json or junit`.
    static func listed(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }
}
