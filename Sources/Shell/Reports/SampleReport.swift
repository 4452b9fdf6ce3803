/// What the sample part did.
public enum SampleReport: Equatable, Sendable {
    case loaded(LoadSummary)
    /// A result line in the sample's own words.
    case answer(String)
    case view([String])
    case traceState(on: Bool)
    case traceSwitched(on: Bool)
    /// Messages the sample's framework reported (a RIBs failure).
    case frameworkNotes([String])
    /// A deep link was opened but nothing routed yet; what it waits for, when known.
    case linkWaiting(String?)
    /// `fire` with no name: every action available now, and what is hidden.
    case actions(ActionListing)
    /// After a command changed which actions are available: one status line.
    case actionsChanged(ActionListing)
    /// What one `fire` caused, when nothing printed otherwise would show it (no tree change,
    /// no stream event, no traced call printed).
    case fired(FireSummary)
}

/// The actions `fire` can send now, on which view, and the views whose actions are hidden.
public struct ActionListing: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var usage: String
        public var summary: String
        /// Other names that fire it (the seed's interactor method or request).
        public var aliases: [String]
    }
    public var view: String?
    public var actions: [Entry]
    public var covered: [CoveredView]
}

/// What a `fire` caused, in one line: the calls it made, how the screen changed, and when
/// the next scheduled work is due.
public struct FireSummary: Equatable, Sendable {
    public var action: String
    /// Distinct calls traced during the fire, in order (`request`, `getTitle`).
    public var calls: [String]
    /// The lines the fire put on the screen and took off it.
    public var screen: ScreenChange
    /// The next scheduled virtual time, when something is waiting (a worker's answer).
    public var nextScheduled: Int?
    /// A stream to watch, said the first time.
    public var suggestedStream: String?
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
