/// Streams to draw as marble lines on one shared time axis.
///
/// Built by the session from recorded events (`marbles`) or by the playground (`play`);
/// drawn by `MarbleRenderer`. Times are absolute virtual times.
public struct MarbleDiagram: Equatable, Sendable {
    public var tracks: [MarbleTrack]
    /// First and last time on the axis.
    public var start: Int
    public var end: Int
    /// Subtracted from times in the ruler, so a playground run reads from 0.
    public var labelOrigin: Int
    /// Ticks per character the learner thinks in (the marble frame); the axis never uses
    /// finer columns unless an event needs them.
    public var frame: Int

    public init(tracks: [MarbleTrack], start: Int, end: Int, labelOrigin: Int = 0, frame: Int = 10) {
        self.tracks = tracks
        self.start = start
        self.end = end
        self.labelOrigin = labelOrigin
        self.frame = frame
    }
}

/// One stream's line in a marble diagram, with its subscription windows drawn beneath it.
public struct MarbleTrack: Equatable, Sendable {
    public var label: String
    public var events: [MarbleEvent]
    public var subscriptions: [SubscriptionWindow]
    /// When the line stops without completing (its one subscriber left); nil runs to the end.
    public var stop: Int?

    public init(label: String, events: [MarbleEvent], subscriptions: [SubscriptionWindow] = [], stop: Int? = nil) {
        self.label = label
        self.events = events
        self.subscriptions = subscriptions
        self.stop = stop
    }
}

public struct MarbleEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case value(String)
        case error
        case completed
    }
    public var time: Int
    public var kind: Kind

    public init(time: Int, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}

/// When a subscriber was attached; `end` is nil while it still is.
public struct SubscriptionWindow: Equatable, Sendable {
    public var start: Int
    public var end: Int?
    /// Whose subscription it is (`for b`), drawn after the window; nil draws none.
    public var label: String?

    public init(start: Int, end: Int?, label: String? = nil) {
        self.start = start
        self.end = end
        self.label = label
    }
}
