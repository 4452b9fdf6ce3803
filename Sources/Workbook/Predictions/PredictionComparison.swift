/// A prediction set against what its stream recorded after it was committed: right, or the
/// first event where they part.
///
/// Used by the `predicted STREAM` check and by the shell's prediction renderer, which draws
/// both lines on one axis and marks `firstDifference`.
public struct PredictionComparison: Equatable, Sendable {
    public var prediction: Prediction
    /// What the stream recorded after the commitment, times in ticks after it.
    public var actual: [PredictedEvent]

    /// - Parameter recorded: everything the stream recorded, oldest first (the probe's
    ///   `recordedEvents(stream:)`); events before `prediction.recordedBefore` are left out.
    public init(prediction: Prediction, recorded: [(time: Int, event: String)]) {
        self.prediction = prediction
        let after = recorded.count >= prediction.recordedBefore ? recorded[prediction.recordedBefore...] : recorded[...]
        actual = after.map { PredictedEvent(time: $0.time - prediction.committedAt, event: $0.event) }
    }

    /// Where prediction and actual first disagree: the predicted and the actual event at that
    /// position (nil when one of them has no more events), and the time to mark.
    public struct Difference: Equatable, Sendable {
        public var index: Int
        public var predicted: PredictedEvent?
        public var actual: PredictedEvent?
        /// The earlier of the two events' times: where the lines part.
        public var time: Int { min(predicted?.time ?? .max, actual?.time ?? .max) }
    }

    /// Nil when every predicted event happened, at its time, and nothing else did.
    public var firstDifference: Difference? {
        let predicted = prediction.events
        for index in 0..<max(predicted.count, actual.count) {
            let guess = predicted.indices.contains(index) ? predicted[index] : nil
            let real = actual.indices.contains(index) ? actual[index] : nil
            if let guess, let real, guess.time == real.time, EventPattern.matches(real.event, guess.event) { continue }
            return Difference(index: index, predicted: guess, actual: real)
        }
        return nil
    }

    /// The stream did exactly what was predicted (so far: a watched stream may go on later).
    /// A prediction of nothing is never right before something ran.
    public var isRight: Bool { firstDifference == nil && !actual.isEmpty }

    /// One sentence on the first difference, for under the diagram; `nil` when right.
    public var verdict: String? {
        guard let difference = firstDifference else { return nil }
        switch (difference.predicted, difference.actual) {
        case (let guess?, let real?) where guess.time != real.time && EventPattern.matches(real.event, guess.event):
            return "First difference: you said \(guess.event) at t=\(guess.time); it came at t=\(real.time)."
        case (let guess?, let real?):
            return "First difference at t=\(difference.time): you said \(guess.event)" + (guess.time == real.time ? "" : " at t=\(guess.time)")
                + "; the stream gave \(real.event) at t=\(real.time)."
        case (let guess?, nil):
            return "First difference at t=\(guess.time): you said \(guess.event); the stream recorded nothing more."
        case (nil, let real?):
            return "First difference at t=\(real.time): the stream also gave \(real.event), which you did not predict."
        case (nil, nil):
            return nil
        }
    }
}
