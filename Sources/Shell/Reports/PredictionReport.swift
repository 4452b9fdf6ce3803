import ArchLabWorkbook

/// What the prediction part did.
public enum PredictionReport: Equatable, Sendable {
    /// `predict`: the prediction is kept; `then` says what to type for its outcome.
    case committed(Prediction, then: String)
    /// A committed prediction met its run: drawn against what happened.
    case compared(PredictionComparison)
}
