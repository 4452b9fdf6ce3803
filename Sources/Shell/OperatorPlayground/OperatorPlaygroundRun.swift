import Rx
import RxTestKit

/// Builds the Rx observables for one `play`, on the session's `TestScheduler`.
///
/// Single-threaded, like the scheduler. Each stream name is built once per run, so a name
/// used twice is the same `Observable` (and `share` really shares); marble sources are
/// `TestableObservable`s, so their subscription windows come from RxTesting itself.
final class OperatorPlaygroundRun {
    let scheduler: TestScheduler
    let base: Int
    let frame: Int
    private let definitions: [String: StreamDefinition]
    private var built: [String: Observable<PlayValue>] = [:]
    /// Marble sources created so far, by stream name, in creation order.
    private(set) var sources: [(name: String, temperature: Temperature, parsed: MarbleSyntax.Parsed, observable: TestableObservable<PlayValue>)] = []

    init(scheduler: TestScheduler, definitions: [String: StreamDefinition], base: Int, frame: Int) {
        self.scheduler = scheduler
        self.definitions = definitions
        self.base = base
        self.frame = frame
    }

    func observable(_ name: String) throws(ShellError) -> Observable<PlayValue> {
        if let existing = built[name] { return existing }
        guard let definition = definitions[name] else {
            throw ShellError.unknownName(kind: "playground stream", name: name,
                                         suggestion: DidYouMean.closest(to: name, among: Array(definitions.keys).sorted()), known: [])
        }
        var stream: Observable<PlayValue>
        switch definition.source {
        case .reference(let other): stream = try observable(other)
        case .marble(let temperature, let diagram):
            // With operators after it, the marble line is drawn as its own "NAME source" track.
            let label = definition.operators.isEmpty ? name : name + " source"
            stream = try marbleSource(label, temperature, diagram)
        }
        for op in definition.operators {
            stream = try apply(op, to: stream)
        }
        built[name] = stream
        return stream
    }

    private func marbleSource(_ name: String, _ temperature: Temperature, _ diagram: String) throws(ShellError) -> Observable<PlayValue> {
        let parsed = try MarbleSyntax.parse(diagram, temperature: temperature)
        let origin = temperature == .hot ? base : 0
        let events: [Recorded<Event<PlayValue>>] = parsed.entries.map { entry in
            let time = origin + entry.frame * frame
            switch entry.kind {
            case .value(let value): return Recorded(time: time, value: .next(value))
            case .completed: return Recorded(time: time, value: .completed)
            case .error: return Recorded(time: time, value: .error(OperatorPlaygroundFailure("#")))
            }
        }
        let testable = temperature == .hot ? scheduler.createHotObservable(events) : scheduler.createColdObservable(events)
        sources.append((name, temperature, parsed, testable))
        return testable.asObservable()
    }

    /// Evaluates `expression`; a failure becomes the stream's error, as a throwing closure would.
    static func evaluate(_ expression: Expression, _ bindings: [String: PlayValue]) throws -> PlayValue {
        do {
            return try expression.evaluate(bindings)
        } catch {
            throw OperatorPlaygroundFailure(error.description)
        }
    }

    static func truth(_ expression: Expression, _ bindings: [String: PlayValue]) throws -> Bool {
        let value = try evaluate(expression, bindings)
        guard case .truth(let truth) = value else {
            throw OperatorPlaygroundFailure("filter needs true/false, got \(value.kindName) \(value)")
        }
        return truth
    }
}
