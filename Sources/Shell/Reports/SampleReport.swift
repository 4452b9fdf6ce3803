/// What the sample part did.
public enum SampleReport: Equatable, Sendable {
    case loaded(LoadSummary)
    /// A result line in the sample's own words.
    case answer(String)
    /// The first fire into a scene with nothing watched or traced.
    case nothingWatched(action: String, suggestedStream: String?)
    case view([String])
    case traceState(on: Bool)
    case traceSwitched(on: Bool)
    /// Messages the sample's framework reported (a RIBs failure).
    case frameworkNotes([String])
    /// A deep link was opened but nothing routed yet; what it waits for, when known.
    case linkWaiting(String?)
}

/// What `scene`/`app` loaded, for the "loaded ..." lines.
public struct LoadSummary: Equatable, Sendable {
    public var kind: SampleKind
    public var name: String
    public var summary: String
    public var actions: [String]
    public var firstActionUsage: String?
    public var streams: [String]
}
