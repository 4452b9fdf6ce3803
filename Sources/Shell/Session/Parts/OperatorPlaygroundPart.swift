import Rx
import RxTestKit

/// The operator playground: streams defined with `let`, run with `play` on the session's clock.
///
/// State: the definitions, in definition order, and what every `play` recorded. Made by the
/// session with the clock `play` runs and the output it reports to.
public final class OperatorPlaygroundPart {
    /// The playground's definitions, in definition order.
    var definitions: [(name: String, definition: StreamDefinition)] = []
    /// What each played stream emitted, by name, oldest first, across every `play`, like a
    /// watched stream's recording: lesson checks (`recorded b next(20)`) and predictions read it.
    private var results: [String: [(time: Int, event: String)]] = [:]
    private let clock: ClockPart
    private let output: any ReportSink

    init(clock: ClockPart, output: any ReportSink) {
        self.clock = clock
        self.output = output
    }

    /// Defined stream names, in definition order.
    public var names: [String] { definitions.map(\.name) }

    /// Events `play` recorded for `stream`, in `EventText` form (`next(20)`, `completed`,
    /// `error(REASON)`), at their clock times; empty for a stream never played.
    public func recordedEventTexts(stream: String) -> [(time: Int, event: String)] {
        results[stream] ?? []
    }

    func define(_ name: String, _ definition: StreamDefinition) throws(ShellError) {
        let known = names
        for reference in definition.references where !known.contains(reference) {
            if reference == name {
                throw ShellError.wrongState(reason: "\(name) cannot be built from itself",
                                            nextStep: "Use a new name, as in: let \(name)2 = \(name) | ...")
            }
            throw ShellError.unknownName(kind: "playground stream", name: reference,
                                         suggestion: DidYouMean.closest(to: reference, among: known), known: known)
        }
        if known.contains(name), dependsOn(definition, name) {
            throw ShellError.wrongState(reason: "redefining \(name) this way would make it depend on itself",
                                        nextStep: "Use a new name, as in: let \(name)2 = ...")
        }
        if let index = definitions.firstIndex(where: { $0.name == name }) {
            definitions[index].definition = definition
        } else {
            definitions.append((name, definition))
        }
        output.emit(.operatorPlayground(.defined(name: name, definition)))
    }

    /// True if `definition` reads `name`, directly or through other streams.
    private func dependsOn(_ definition: StreamDefinition, _ name: String) -> Bool {
        var pending = definition.references
        var seen: Set<String> = []
        while let next = pending.popLast() {
            if next == name { return true }
            guard seen.insert(next).inserted, let found = definitions.first(where: { $0.name == next }) else { continue }
            pending += found.definition.references
        }
        return false
    }

    /// Subscribes to each named stream at the current time (or at `^` of a hot source), runs
    /// the clock until every output has ended or the sources are exhausted, and draws sources
    /// and outputs on one axis.
    func play(_ playNames: [String]) throws(ShellError) {
        try clock.requireOutside("play")
        let scheduler = clock.scheduler
        let known = names
        for name in playNames where !known.contains(name) {
            throw ShellError.unknownName(kind: "playground stream", name: name,
                                         suggestion: DidYouMean.closest(to: name, among: known),
                                         known: known.isEmpty ? ["(none yet: let a = cold \"--1--2--|\")"] : known)
        }
        let base = clock.now
        let frame = Session.marbleFrame
        let table = Dictionary(definitions.map { ($0.name, $0.definition) }, uniquingKeysWith: { _, last in last })
        let playRun = OperatorPlaygroundRun(scheduler: scheduler, definitions: table, base: base, frame: frame)
        var outputs: [(name: String, observable: Observable<PlayValue>)] = []
        for name in playNames where !outputs.contains(where: { $0.name == name }) {
            outputs.append((name, try playRun.observable(name)))
        }
        let subscribeFrame = playRun.sources.compactMap { $0.parsed.subscriptionFrame }.max() ?? 0
        let subscribeTime = base + subscribeFrame * frame
        let recorders = outputs.map { _ in scheduler.createObserver(PlayValue.self) }
        var subscriptions: [Disposable] = []
        // Whose each source subscription is: the ones made while an output subscribes are its.
        var owners: [Int: [Int: String]] = [:]
        scheduler.scheduleAt(subscribeTime) {
            for (index, output) in outputs.enumerated() {
                let before = playRun.sources.map(\.observable.subscriptions.count)
                subscriptions.append(output.observable.subscribe(recorders[index]))
                for (source, entry) in playRun.sources.enumerated() {
                    let first = source < before.count ? before[source] : 0
                    for window in first..<entry.observable.subscriptions.count { owners[source, default: [:]][window] = output.name }
                }
            }
        }
        // Long enough for every marble plus every delay in the chain, then a little more.
        let longest = playRun.sources.map(\.parsed.length).max() ?? 0
        let durations = definitions.flatMap(\.definition.operators).reduce(0) { sum, op in sum + Self.duration(op) }
        let horizon = base + (longest + 2) * frame * max(1, playRun.sources.count) + durations
        func finished() -> Bool {
            recorders.allSatisfy { $0.events.contains { $0.value.isStopEvent } }
        }
        while let next = scheduler.nextScheduledTime, next <= horizon {
            scheduler.advanceTo(max(next, scheduler.clock))
            if scheduler.clock >= subscribeTime && finished() { break }
        }
        let end = max(scheduler.clock, subscribeTime)
        if end > scheduler.clock { scheduler.advanceTo(end) }
        for subscription in subscriptions { subscription.dispose() }
        for (index, output) in outputs.enumerated() {
            results[output.name, default: []] += recorders[index].events.map { ($0.time, Self.eventText($0.value)) }
        }
        output.emit(.played(diagram(playRun, outputs: outputs.map(\.name), recorders: recorders, owners: owners, base: base, end: end + frame),
                      definitions: outputs.map { PlayedStream(name: $0.name, definition: table[$0.name]) }))
        var notes: [OperatorPlaygroundReport.Failure] = []
        for (index, output) in outputs.enumerated() {
            for recorded in recorders[index].events {
                if case .error(let error) = recorded.value, let failure = error as? OperatorPlaygroundFailure, failure.reason != "#" {
                    notes.append(OperatorPlaygroundReport.Failure(stream: output.name, time: recorded.time - base, reason: failure.reason))
                }
            }
        }
        if !notes.isEmpty { output.emit(.operatorPlayground(.failures(notes))) }
    }

    private static func duration(_ op: PlayOperator) -> Int {
        switch op {
        case .debounce(let ticks), .delay(let ticks), .throttle(let ticks, _): return ticks
        default: return 0
        }
    }

    /// One track per marble source (per subscription for a cold one subscribed more than once,
    /// since each subscriber gets its own copy of the events), each window labelled with the
    /// played stream it belongs to when there is more than one, then the played streams.
    private func diagram(_ playRun: OperatorPlaygroundRun, outputs: [String], recorders: [TestableObserver<PlayValue>],
                         owners: [Int: [Int: String]], base: Int, end: Int) -> MarbleDiagram {
        var tracks: [MarbleTrack] = []
        for (index, source) in playRun.sources.enumerated() {
            var windows = source.observable.subscriptions.map { SubscriptionWindow(start: $0.subscribe, end: $0.unsubscribe == Int.max ? nil : $0.unsubscribe) }
            if windows.count > 1 || outputs.count > 1 {
                for window in windows.indices {
                    let owner = owners[index]?[window] ?? (outputs.count == 1 ? outputs[0] : nil)
                    windows[window].label = owner.map { "for \($0)" } ?? "subscription \(window + 1)"
                }
            }
            let template = source.observable.recordedEvents
            // Subscriptions over the same span see the same events: one line for them.
            var spans: [[SubscriptionWindow]] = []
            for window in windows {
                if let same = spans.firstIndex(where: { $0[0].start == window.start && $0[0].end == window.end }) {
                    spans[same].append(window)
                } else {
                    spans.append([window])
                }
            }
            guard source.temperature == .cold, spans.count > 1 else {
                // A hot source's events are shared; a cold one is drawn as its subscribers see it.
                let origin = source.temperature == .hot ? 0 : (windows.first?.start ?? base)
                tracks.append(MarbleTrack(label: source.name, events: template.map { Self.marbleEvent($0.value, at: origin + $0.time) },
                                          subscriptions: windows))
                continue
            }
            for (number, span) in spans.enumerated() {
                let events = template.map { Self.marbleEvent($0.value, at: span[0].start + $0.time) }
                tracks.append(MarbleTrack(label: "\(source.name) #\(number + 1)", events: events, subscriptions: span, stop: span[0].end))
            }
        }
        for (index, name) in outputs.enumerated() where !playRun.sources.contains(where: { $0.name == name }) {
            tracks.append(MarbleTrack(label: name, events: recorders[index].events.map { Self.marbleEvent($0.value, at: $0.time) }))
        }
        // Cold templates may reach past the run; the axis covers them so nothing is squashed.
        let latest = tracks.flatMap { $0.events.map(\.time) }.max() ?? end
        return MarbleDiagram(tracks: tracks, start: base, end: max(end, latest + Session.marbleFrame), labelOrigin: base, frame: Session.marbleFrame)
    }

    /// A played event in the text form every recording uses (`EventText`).
    private static func eventText(_ event: Event<PlayValue>) -> String {
        switch event {
        case .next(let value): return EventText.of(.next(EventText.value(value.description)))
        case .completed: return EventText.of(.completed)
        case .error(let error): return EventText.of(.error((error as? OperatorPlaygroundFailure)?.reason ?? String(describing: error)))
        }
    }

    private static func marbleEvent(_ event: Event<PlayValue>, at time: Int) -> MarbleEvent {
        switch event {
        case .next(let value): return MarbleEvent(time: time, kind: .value(value.description))
        case .error: return MarbleEvent(time: time, kind: .error)
        case .completed: return MarbleEvent(time: time, kind: .completed)
        }
    }
}

/// What other parts read of the operator playground: its streams' names and what `play`
/// recorded on them (the streams part lists them and falls back on them; predictions judge
/// them).
protocol PlayedStreams: AnyObject {
    var names: [String] { get }
    func recordedEventTexts(stream: String) -> [(time: Int, event: String)]
}

extension OperatorPlaygroundPart: PlayedStreams {}
