import Foundation
import HeadlessUI
import RIBs
import RxTestKit

/// The loaded scene or app: `scene`, `app`, `fire`, `open`, `view`, `tree`, `attach`,
/// `detach`, `trace`.
///
/// State: the catalog it loads from, the loaded sample, the tree as last shown, whether
/// calls are traced, and what was fired (lesson checks read it). What a sample can do beyond
/// `fire` and `view` is a protocol it may conform to: `RIBTreeSample`, `DeepLinkSample`.
///
/// Made by the session with the catalog, the clock's scheduler every sample runs on and the
/// output; the streams part, which watches the loaded sample's streams, is wired in after
/// both are made (`watchers`).
public final class SamplePart {
    /// The shipped samples, plus what `load` added.
    private(set) var catalog: SampleCatalog
    /// The loaded scene or app.
    public private(set) var loaded: LoadedSample?
    /// The tree as last shown, so `tree` can mark what changed since.
    private var shownTree: RIBNode?
    public private(set) var traceEnabled = false
    /// Set once a fire into a scene with nothing watched has been explained.
    private var toldNothingWatched = false
    /// Names of actions fired successfully, oldest first (lesson checks read it).
    public private(set) var firedRequests: [String] = []
    /// The action names last shown (on load, by `fire`, or in a status line).
    private var shownActions: [String] = []
    /// Every call traced since the session began, printed or not (`traced` checks read it).
    public private(set) var traceLog: [TraceStep] = []
    private let scheduler: TestScheduler
    private let output: any ReportSink
    /// The watched streams, told when another sample loads. Weak because the streams part
    /// holds this part (it watches the loaded sample), and both belong to the session.
    weak var watchers: (any SampleStreams)?

    init(catalog: SampleCatalog, scheduler: TestScheduler, output: any ReportSink) {
        self.catalog = catalog
        self.scheduler = scheduler
        self.output = output
    }

    /// The loaded app's RIB tree; nil when nothing or a VIP scene is loaded.
    public var ribTree: RIBNode? { (loaded as? RIBTreeSample)?.ribTree }

    func load(_ kind: SampleKind, _ name: String) throws(ShellError) {
        let known = catalog.names(of: kind)
        guard let entry = catalog.entry(kind: kind, name: name) else {
            if known.isEmpty {
                throw ShellError.unavailable(feature: "\(kind.rawValue) \(ShellError.shorten(name))", reason: "no \(kind.rawValue)s are built into this version yet")
            }
            throw ShellError.unknownName(kind: kind.rawValue, name: name, suggestion: DidYouMean.closest(to: name, among: known), known: known)
        }
        watchers?.clear()
        loaded = nil
        shownTree = nil
        toldNothingWatched = false
        let sample = entry.make(scheduler)
        loaded = sample
        shownTree = ribTree
        shownActions = sample.actions.map(\.name)
        _ = sample.drainTrace()
        output.emit(.sample(.loaded(LoadSummary(kind: kind, name: entry.name, summary: entry.summary,
                                                 actions: sample.actions.map(\.name), firstActionUsage: sample.actions.first?.usage,
                                                 streams: sample.streams.map(\.name)))))
    }

    /// Removes `previous` (what a module added before) and adds `entries`, which also replace
    /// any entry of the same kind and name.
    func replaceEntries(_ previous: [SampleName], with entries: [SampleCatalog.Entry]) {
        catalog.entries.removeAll { entry in previous.contains(SampleName(entry.kind, entry.name)) }
        catalog.merge(entries)
    }

    func require(for command: String) throws(ShellError) -> LoadedSample {
        guard let loaded else {
            let scene = catalog.names(of: .scene).first ?? "title"
            let app = catalog.names(of: .app).first ?? "todo"
            throw ShellError.wrongState(reason: "\(command) needs a loaded scene or app, and nothing is loaded",
                                        nextStep: "Type 'scene \(scene)' or 'app \(app)' first.")
        }
        return loaded
    }

    func fire(_ action: String, _ arguments: [FireArgument]) throws(ShellError) {
        let sample = try require(for: "fire")
        let actions = sample.actions
        guard let spec = actions.first(named: action) else {
            let names = actions.map(\.name)
            if let covered = sample.coveredViews.first(where: { $0.actions.contains(action) }) {
                throw ShellError.wrongState(
                    reason: "'\(ShellError.shorten(action))' is \(covered.name)'s, hidden while \(covered.coveredBy) is on top",
                    nextStep: "Available now: \(names.joined(separator: ", ")).")
            }
            throw ShellError.unknownName(kind: "action in \(sample.name)", name: action,
                                         suggestion: DidYouMean.closest(to: action, among: names + actions.flatMap(\.aliases)), known: names)
        }
        var raw: [String: String] = [:]
        for argument in arguments { raw[argument.key] = argument.value }
        let validated: ActionArguments
        do { validated = try spec.validate(raw) } catch { throw ShellError.badActionArguments(error, action: spec) }
        let before = ribTree
        let screenBefore = sample.render()
        do {
            let result = try sample.fire(spec, with: validated)
            firedRequests.append(spec.name)
            if let result { output.emit(.sample(.answer(result))) }
        } catch {
            throw ShellError.actionRefused(error)
        }
        // Routing is the point of a RIBs app: show what the action attached or detached.
        if let before, showTreeChange(from: before, onlyIfChanged: true) { return }
        // A fire must never print nothing: unless a watched stream or the trace says what it
        // did, one line does (the calls it made, how the screen changed, what is due).
        let drained = sample.drainTrace()
        traceLog += drained
        if traceEnabled, !drained.isEmpty { return output.emit(.trace(drained)) }
        let watching = !(watchers?.watchedNames.isEmpty ?? true)
        guard !(watching && watchers?.hasPendingEvents == true) else { return }
        var calls: [String] = []
        for step in drained where !calls.contains(step.call) { calls.append(step.call) }
        let display = sample.streams.map(\.name).first { $0.hasSuffix(".display") } ?? sample.streams.first?.name
        let suggest = !toldNothingWatched && !watching && !traceEnabled
        // An app's scheduler also holds the leak detector's checks; a fire scheduled with `at`
        // runs inside `advance` or `run`, which goes on to what is due (its own work item is
        // still first in the queue then).
        let due = sample.kind == .scene && !scheduler.isRunning ? scheduler.nextScheduledTime : nil
        output.emit(.sample(.fired(FireSummary(action: spec.name, calls: calls, screen: ScreenChange(before: screenBefore, after: sample.render()),
                                                nextScheduled: due,
                                                suggestedStream: suggest ? display : nil))))
        if !watching, !traceEnabled { toldNothingWatched = true }
    }

    /// Every action available now, the view they belong to, and what is hidden under it.
    func listing(of sample: LoadedSample) -> ActionListing {
        ActionListing(view: sample.topViewName,
                      actions: sample.actions.map { .init(usage: $0.usage, summary: $0.summary, aliases: $0.aliases) },
                      covered: sample.coveredViews.filter { !$0.actions.isEmpty })
    }

    /// `fire` with no name: lists what can be fired now.
    func listActions() throws(ShellError) {
        let sample = try require(for: "fire")
        shownActions = sample.actions.map(\.name)
        output.emit(.sample(.actions(listing(of: sample))))
    }

    /// After every command: one status line when the actions `fire` can send have changed
    /// since they were last shown (after login, `add`, `open`, ... appear).
    func reportActionChanges() {
        guard let loaded else { return }
        let now = loaded.actions.map(\.name)
        guard now != shownActions else { return }
        shownActions = now
        output.emit(.sample(.actionsChanged(listing(of: loaded))))
    }

    func view() throws(ShellError) {
        let sample = try require(for: "view")
        output.emit(.sample(.view(sample.render())))
    }

    private func requireTree(for command: String) throws(ShellError) -> (RIBTreeSample, RIBNode) {
        let sample = try require(for: command)
        guard let app = sample as? RIBTreeSample else {
            let app = catalog.names(of: .app).first ?? "todo"
            throw ShellError.wrongState(reason: "\(sample.name) is a VIP scene, so it has no RIB tree",
                                        nextStep: "Type 'app \(app)' to launch a RIBs app.")
        }
        return (app, app.ribTree)
    }

    func tree(_ format: TreeFormat) throws(ShellError) {
        let (_, tree) = try requireTree(for: "tree")
        switch format {
        case .text:
            output.emit(.tree(tree, changes: shownTree.map { TreeChanges(from: $0, to: tree) }))
            shownTree = tree
        case .dot, .mermaid:
            output.emit(.treeExport(format, tree))
        }
    }

    func attach(_ rib: String, to parent: String?) throws(ShellError) {
        let (app, before) = try requireTree(for: "attach")
        if let parent, !before.allNames.contains(parent) {
            throw ShellError.unknownName(kind: "RIB in the tree", name: parent,
                                         suggestion: DidYouMean.closest(to: parent, among: before.allNames), known: before.allNames)
        }
        let note: String?
        do { note = try app.attach(rib, to: parent) } catch { throw ShellError.rejected(error.message) }
        showTreeChange(from: before)
        if let note { output.emit(.sample(.answer(note))) }
    }

    func detach(_ rib: String) throws(ShellError) {
        let (app, before) = try requireTree(for: "detach")
        guard before.allNames.contains(rib) else {
            throw ShellError.unknownName(kind: "attached RIB", name: rib,
                                         suggestion: DidYouMean.closest(to: rib, among: before.allNames), known: before.allNames)
        }
        do { try app.detach(rib) } catch { throw ShellError.rejected(error.message) }
        showTreeChange(from: before)
    }

    /// Shows the tree with what changed since `before`, and keeps it as the tree last shown;
    /// shows nothing (and returns false) when no tree is loaded, or when `onlyIfChanged` and
    /// the tree is as it was.
    @discardableResult
    private func showTreeChange(from before: RIBNode, onlyIfChanged: Bool = false) -> Bool {
        guard let after = ribTree, !onlyIfChanged || after != before else { return false }
        output.emit(.tree(after, changes: TreeChanges(from: before, to: after)))
        shownTree = after
        return true
    }

    func trace(_ enabled: Bool?) {
        guard let enabled else {
            return output.emit(.sample(.traceState(on: traceEnabled)))
        }
        traceEnabled = enabled
        if enabled { toldNothingWatched = true }
        if let loaded { _ = loaded.drainTrace() }
        output.emit(.sample(.traceSwitched(on: enabled)))
    }

    /// This session stopped being the shell's active one (a lesson's sandbox opened, or
    /// `lesson off`): its sample stops listening to process-wide framework state.
    func suspend() { loaded?.suspend() }

    /// This session is the shell's active one again: its sample takes back the process-wide
    /// framework state (RIBs' leak detector and failure handler) that another session's
    /// sample may have replaced.
    func resume() { loaded?.resume() }

    /// Reports (or drops) calls the sample recorded during the command.
    func collectTrace() {
        if let notes = loaded?.drainNotes(), !notes.isEmpty { output.emit(.sample(.frameworkNotes(notes))) }
        guard let steps = loaded?.drainTrace(), !steps.isEmpty else { return }
        traceLog += steps
        guard traceEnabled else { return }
        output.emit(.trace(steps))
    }

    /// `open URL`: hands a deep link to an app that takes them.
    func open(_ text: String) throws(ShellError) {
        let sample = try require(for: "open")
        let linking = sample as? DeepLinkSample
        let example = linking?.deepLinks.first ?? "ribs-training://launchGame?gameId=ticTacToe"
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else {
            throw ShellError.invalidArgument(command: "open", argument: "URL", got: text, expected: "a link like \(example)")
        }
        guard let linking else {
            throw ShellError.rejected("\(sample.name) opens no deep links; 'app tictactoe' does (open ribs-training://launchGame?gameId=ticTacToe)")
        }
        let before = ribTree
        do {
            if let result = try linking.open(url) { output.emit(.sample(.answer(result))) }
        } catch {
            throw ShellError.rejected(error.message)
        }
        firedRequests.append("open")
        if let before, showTreeChange(from: before, onlyIfChanged: true) { return }
        output.emit(.sample(.linkWaiting(linking.deepLinkWait)))
    }
}

/// What other parts read of the sample part: the loaded scene or app.
protocol LoadedSampleSource: AnyObject {
    /// The loaded scene or app, if any.
    var loaded: LoadedSample? { get }
    /// The loaded sample; throws, saying what to load, when nothing is loaded.
    func require(for command: String) throws(ShellError) -> LoadedSample
}

/// What the sample part asks of the streams that watch its sample: whether any is watched,
/// whether they sent events not printed yet (then a fire says nothing more), and to stop
/// watching when another sample loads. The streams part is it.
protocol SampleStreams: AnyObject {
    var watchedNames: [String] { get }
    var hasPendingEvents: Bool { get }
    /// Stops every watch and forgets every recording.
    func clear()
}

extension SamplePart: LoadedSampleSource {}

extension StreamsPart: SampleStreams {}
