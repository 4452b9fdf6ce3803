import HeadlessUI

/// Tab completion and hints from live state: command names, scene and app names, actions and
/// their `key=` arguments, RIB names in the tree, stream names, lesson ids, operators.
///
/// Called by the line editor on Tab (`completions`) and as the line changes (`hint`); pure
/// reads of the session, never changing it.
extension Session {
    /// Full replacement words for the word under `cursor` (counted in `Character`s).
    public func completions(line: String, cursor: Int) -> [String] {
        let characters = Array(line)
        let before = String(characters[..<min(max(cursor, 0), characters.count)])
        let current = String(before.reversed().prefix { !$0.isWhitespace }.reversed())
        let earlier = String(before.dropLast(current.count))
        let segment = earlier.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let words = segment.split(whereSeparator: \.isWhitespace).map(String.init)
        var seen: Set<String> = []
        return candidates(after: words, current: current).filter { $0.hasPrefix(current) && seen.insert($0).inserted }
    }

    /// What the line still needs, e.g. `NAME [KEY=VALUE ...]` after `fire `; nil when nothing.
    public func hint(line: String) -> String? {
        let segment = line.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        var words = segment.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let head = words.first, let spec = CommandTable.spec(named: head) else { return nil }
        if spec.name == "at", words.count >= 2 {
            words.removeFirst(2)
            return words.isEmpty ? "COMMAND" : hint(line: words.joined(separator: " ") + (segment.last == " " ? " " : ""))
        }
        // Arguments typed so far, the one being typed included: its group is no longer shown
        // (the hint stays on screen after Return, so it must not ask for what is there).
        let typed = words.count - 1
        if words.count == 1, segment.last?.isWhitespace != true { return nil }
        if spec.name == "fire", typed >= 1, let action = sample?.actions.first(where: { $0.name == words[1] }) {
            let given = Set(words.dropFirst(2).compactMap { $0.split(separator: "=").first.map(String.init) })
            let missing = action.parameters.filter { !given.contains($0.name) }.map(\.usage)
            return missing.isEmpty ? nil : missing.joined(separator: " ")
        }
        let groups = Self.usageGroups(spec.usage)
        guard typed < groups.count else { return nil }
        return groups[typed...].joined(separator: " ")
    }

    /// Splits a usage line after its command name into argument groups (`[A B]` stays whole).
    static func usageGroups(_ usage: String) -> [String] {
        var groups: [String] = []
        var depth = 0
        for word in usage.split(separator: " ").dropFirst() {
            if depth > 0, let last = groups.indices.last { groups[last] += " " + word } else { groups.append(String(word)) }
            depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
        }
        return groups
    }

    private func candidates(after words: [String], current: String) -> [String] {
        guard let head = words.first else { return CommandTable.all.map(\.name) }
        guard let spec = CommandTable.spec(named: head) else { return [] }
        let position = words.count - 1
        switch spec.name {
        case "at":
            return position >= 1 ? candidates(after: Array(words.dropFirst(2)), current: current) : []
        case "fire":
            return fireCandidates(words, current: current)
        case "let":
            return letCandidates(words)
        case "play":
            return definitions.map(\.name)
        case "attach":
            if position == 0 { return ribCandidates() }
            if position == 1 { return ["to"] }
            return position == 2 ? (sample?.ribTree?.allNames ?? []) : []
        case "unwatch":
            return position == 0 ? watches.map(\.name) + ["all"] : []
        case "marbles":
            return recordingOrder
        case "reset":
            return position == 0 ? (lessons?.lessonIDs ?? []) + ["--all"] : ["--yes"]
        default:
            guard position < spec.arguments.count else { return [] }
            return names(for: spec.arguments[position])
        }
    }

    private func names(for kind: ArgumentKind) -> [String] {
        switch kind {
        case .command: return CommandTable.all.map(\.name)
        case .lessonID: return lessons?.lessonIDs ?? []
        case .sceneName: return catalog.names(of: .scene)
        case .appName: return catalog.names(of: .app)
        case .actionName: return sample?.actions.map(\.name) ?? []
        case .deepLink: return sample?.deepLinks ?? []
        case .ribName: return sample?.ribTree?.allNames ?? []
        case .streamName: return sample?.streams.map(\.name) ?? []
        case .playgroundStream: return definitions.map(\.name)
        case .choice(let options): return options
        case .file, .number, .free: return []
        }
    }

    /// RIBs the app can build and has not attached, for `attach`.
    private func ribCandidates() -> [String] {
        let attached = Set(sample?.ribTree?.allNames ?? [])
        return (sample?.attachableRIBs ?? []).filter { !attached.contains($0) }
    }

    private func fireCandidates(_ words: [String], current: String) -> [String] {
        guard let sample else { return [] }
        guard words.count >= 2 else { return sample.actions.map(\.name) }
        guard let action = sample.actions.first(where: { $0.name == words[1] }) else { return [] }
        if let equals = current.firstIndex(of: "=") {
            let key = String(current[..<equals])
            guard let parameter = action.parameters.first(where: { $0.name == key }) else { return [] }
            switch parameter.kind {
            case .choice(let options): return options.map { key + "=" + $0 }
            case .boolean: return [key + "=true", key + "=false"]
            default: return []
            }
        }
        let given = Set(words.dropFirst(2).compactMap { $0.split(separator: "=").first.map(String.init) })
        return action.parameters.filter { !given.contains($0.name) }.map { $0.name + "=" }
    }

    private func letCandidates(_ words: [String]) -> [String] {
        guard let last = words.last, words.count >= 3 else { return [] }
        let streams = definitions.map(\.name)
        if last == "=" { return streams + ["cold", "hot"] }
        if last == "|" { return PlayOperatorCatalog.all.map(\.name) }
        let takesStream = ["merge", "concat", "combineLatest", "withLatestFrom", "zip", "flatMap", "flatMapLatest", "concatMap"]
        if takesStream.contains(last) || (words.count >= 2 && ["merge", "concat"].contains(words[words.count - 2])) {
            return streams
        }
        return []
    }
}
