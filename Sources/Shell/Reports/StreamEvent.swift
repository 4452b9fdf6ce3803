/// One event seen on a watched stream, stamped with virtual time.
///
/// The session records these for `watch` and `marbles`; `EventLineRenderer` prints them.
public struct StreamEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A value, as `EventText.value` shows it (texts without their quotes).
        case next(String)
        case error(String)
        case completed
    }

    public var time: Int
    public var stream: String
    public var kind: Kind

    public init(time: Int, stream: String, kind: Kind) {
        self.time = time
        self.stream = stream
        self.kind = kind
    }
}
