/// What the playground part did.
public enum OperatorPlaygroundReport: Equatable, Sendable {
    /// One playground stream that failed while played.
    public struct Failure: Equatable, Sendable {
        public var stream: String
        /// Ticks after the play started.
        public var time: Int
        public var reason: String
    }
    case defined(name: String, StreamDefinition)
    case failures([Failure])
}

/// A stream named in `play`, with its definition when it has one.
public struct PlayedStream: Equatable, Sendable {
    public var name: String
    public var definition: StreamDefinition?
}
