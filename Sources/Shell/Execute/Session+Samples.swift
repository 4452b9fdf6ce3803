import Foundation
import HeadlessUI

/// `scene`, `app`, `fire`, `view`, `tree`, `attach`, `detach`, `trace`.
extension Session {
    func load(_ kind: SampleKind, _ name: String) throws(ShellError) {
        let known = catalog.names(of: kind)
        guard let entry = catalog.entry(kind: kind, name: name) else {
            if known.isEmpty {
                throw ShellError.unavailable(feature: "\(kind.rawValue) \(ShellError.shorten(name))", reason: "no \(kind.rawValue)s are built into this version yet")
            }
            throw ShellError.unknownName(kind: kind.rawValue, name: name, suggestion: DidYouMean.closest(to: name, among: known), known: known)
        }
        unload()
        toldNothingWatched = false
        let loaded = entry.make(scheduler)
        sample = loaded
        shownTree = loaded.ribTree
        _ = loaded.drainTrace()
        var lines = ["loaded \(kind.rawValue) \(entry.name): \(entry.summary)"]
        let actions = loaded.actions.map(\.name)
        if !actions.isEmpty { lines.append("  fire:  " + actions.joined(separator: ", ")) }
        let streams = loaded.streams.map(\.name)
        if !streams.isEmpty { lines.append("  watch: " + streams.joined(separator: ", ")) }
        if let first = loaded.actions.first {
            // What the view shows is the most telling stream to start with.
            let suggested = streams.first { $0.hasSuffix(".display") } ?? streams.first
            lines.append("  try:   " + (suggested.map { "watch \($0); " } ?? "") + "fire \(first.usage)")
        }
        emit(.lines(lines))
    }

    /// Drops the loaded sample and everything watched on it.
    func unload() {
        for watch in watches { watch.subscription.dispose() }
        watches = []
        recordings = [:]
        recordingOrder = []
        pendingEvents = []
        sample = nil
        shownTree = nil
    }

    func requireSample(for command: String) throws(ShellError) -> LoadedSample {
        guard let sample else {
            let scene = catalog.names(of: .scene).first ?? "title"
            let app = catalog.names(of: .app).first ?? "todo"
            throw ShellError.wrongState(reason: "\(command) needs a loaded scene or app, and nothing is loaded",
                                        nextStep: "Type 'scene \(scene)' or 'app \(app)' first.")
        }
        return sample
    }

    func fire(_ action: String, _ arguments: [FireArgument]) throws(ShellError) {
        let sample = try requireSample(for: "fire")
        let actions = sample.actions
        guard let spec = actions.first(where: { $0.name == action }) else {
            let names = actions.map(\.name)
            throw ShellError.unknownName(kind: "action in \(sample.name)", name: action,
                                         suggestion: DidYouMean.closest(to: action, among: names), known: names)
        }
        var raw: [String: String] = [:]
        for argument in arguments { raw[argument.key] = argument.value }
        do {
            _ = try spec.validate(raw)
        } catch {
            throw ShellError.rejected("fire \(spec.name): \(Self.explain(error, in: spec)) Usage: fire \(spec.usage)")
        }
        let before = sample.ribTree
        do {
            let result = try sample.fire(action, arguments: raw)
            firedRequests.append(action)
            if let result { emit(.lines([result])) }
        } catch {
            throw ShellError.rejected(error.message)
        }
        // Routing is the point of a RIBs app: show what the action attached or detached.
        if let before, let after = sample.ribTree, after != before {
            emit(.tree(after, previous: before))
            shownTree = after
        } else if sample.kind == .scene, recordingOrder.isEmpty, !traceEnabled, !toldNothingWatched {
            // A scene answers on streams; with none watched a fire prints nothing at all.
            toldNothingWatched = true
            let display = sample.streams.map(\.name).first { $0.hasSuffix(".display") } ?? sample.streams.first?.name
            emit(.notice("fired \(action); nothing is watched, so nothing is printed."
                         + (display.map { " Type 'watch \($0)' (or 'trace on') to see the answer, 'view' for the screen." } ?? "")))
        }
    }

    /// A bad value says what the parameter takes in words (`on takes true or false`); other
    /// argument errors read well as HeadlessUI words them.
    static func explain(_ error: ActionError, in action: UserAction) -> String {
        guard case .invalidValue(_, let parameter, let value, _) = error,
              let kind = action.parameters.first(where: { $0.name == parameter })?.kind else { return error.description }
        let takes: String
        switch kind {
        case .text: takes = "any text"
        case .integer(let range?): takes = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .integer(nil): takes = "a whole number"
        case .boolean: takes = "true or false"
        case .choice(let options): takes = "one of " + options.joined(separator: ", ")
        }
        return "\(parameter)=\(ShellError.shorten(value)) is not allowed: \(parameter) takes \(takes)."
    }

    func view() throws(ShellError) {
        let sample = try requireSample(for: "view")
        emit(.lines(sample.render()))
    }

    func requireTree(for command: String) throws(ShellError) -> (LoadedSample, RIBNode) {
        let sample = try requireSample(for: command)
        guard let tree = sample.ribTree else {
            let app = catalog.names(of: .app).first ?? "todo"
            throw ShellError.wrongState(reason: "\(sample.name) is a VIP scene, so it has no RIB tree",
                                        nextStep: "Type 'app \(app)' to launch a RIBs app.")
        }
        return (sample, tree)
    }

    func tree(_ format: TreeFormat) throws(ShellError) {
        let (_, tree) = try requireTree(for: "tree")
        switch format {
        case .text:
            emit(.tree(tree, previous: shownTree))
            shownTree = tree
        case .dot, .mermaid:
            emit(.treeExport(format, tree))
        }
    }

    func attach(_ rib: String, to parent: String?) throws(ShellError) {
        let (sample, before) = try requireTree(for: "attach")
        if let parent, !before.allNames.contains(parent) {
            throw ShellError.unknownName(kind: "RIB in the tree", name: parent,
                                         suggestion: DidYouMean.closest(to: parent, among: before.allNames), known: before.allNames)
        }
        do { try sample.attach(rib, to: parent) } catch { throw ShellError.rejected(error.message) }
        showTreeChange(from: before)
    }

    func detach(_ rib: String) throws(ShellError) {
        let (sample, before) = try requireTree(for: "detach")
        guard before.allNames.contains(rib) else {
            throw ShellError.unknownName(kind: "attached RIB", name: rib,
                                         suggestion: DidYouMean.closest(to: rib, among: before.allNames), known: before.allNames)
        }
        do { try sample.detach(rib) } catch { throw ShellError.rejected(error.message) }
        showTreeChange(from: before)
    }

    private func showTreeChange(from before: RIBNode) {
        guard let after = sample?.ribTree else { return }
        emit(.tree(after, previous: before))
        shownTree = after
    }

    func trace(_ enabled: Bool?) throws(ShellError) {
        guard let enabled else {
            return emit(.lines(["trace is \(traceEnabled ? "on" : "off")"]))
        }
        traceEnabled = enabled
        if enabled { toldNothingWatched = true }
        if let sample { _ = sample.drainTrace() }
        emit(.notice(enabled ? "trace on: VIP and RIB calls are printed as they happen" : "trace off"))
    }

    /// Prints (or drops) calls the sample recorded during the command.
    func collectTrace() {
        if let notes = sample?.drainNotes(), !notes.isEmpty { emit(.lines(notes)) }
        guard let steps = sample?.drainTrace(), !steps.isEmpty, traceEnabled else { return }
        emit(.trace(steps))
    }
}

/// `open URL`: deep links.
extension Session {
    func open(_ text: String) throws(ShellError) {
        let sample = try requireSample(for: "open")
        let example = sample.deepLinks.first ?? "ribs-training://launchGame?gameId=ticTacToe"
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else {
            throw ShellError.invalidArgument(command: "open", argument: "URL", got: text, expected: "a link like \(example)")
        }
        let before = sample.ribTree
        do {
            if let result = try sample.open(url) { emit(.lines([result])) }
        } catch {
            throw ShellError.rejected(error.message)
        }
        firedRequests.append("open")
        if let before, let after = sample.ribTree, after != before {
            emit(.tree(after, previous: before))
            shownTree = after
        } else {
            emit(.notice("nothing has routed yet: the link's workflow waits for the app (\(sample.deepLinkWait ?? "fire an action, then type 'tree'"))"))
        }
    }
}
