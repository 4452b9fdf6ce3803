/// What the learner says a stream will do, committed with `predict` before they run it.
///
/// Written as a marble line (`--10--20--|`) or an event list (`next(10)@20 next(20)@50
/// completed@80`, short `10@20 20@50 |@80`); times count from the moment of commitment (the
/// shell moves it to the start of the `play` that runs a playground stream). The shell keeps the predictions (`LessonStateProbe.predictions`);
/// `PredictionComparison` sets one against what the stream recorded, and only then may the
/// actual timeline be shown.
public struct Prediction: Equatable, Sendable {
    /// The stream predicted (`b`, `title.display`).
    public var stream: String
    /// The prediction as the learner typed it.
    public var text: String
    /// The predicted events, times in ticks after `committedAt`.
    public var events: [PredictedEvent]
    /// The clock when the prediction was committed.
    public var committedAt: Int
    /// How many events the stream had recorded when the prediction was committed; only
    /// events after these are compared.
    public var recordedBefore: Int

    public init(stream: String, text: String, events: [PredictedEvent], committedAt: Int, recordedBefore: Int) {
        self.stream = stream
        self.text = text
        self.events = events
        self.committedAt = committedAt
        self.recordedBefore = recordedBefore
    }
}

/// One event of a prediction or of what actually happened, in the text form checks use
/// (`next(10)`, `completed`, `error`, `error(boom)`), `time` ticks after the commitment.
public struct PredictedEvent: Equatable, Sendable, CustomStringConvertible {
    public var time: Int
    public var event: String

    public init(time: Int, event: String) {
        self.time = time
        self.event = event
    }

    /// `next(10)@20`, the event-list form.
    public var description: String { "\(event)@\(time)" }
}
