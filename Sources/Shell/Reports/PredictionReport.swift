import ArchLabWorkbook

/// What the prediction part did.
public enum PredictionReport: Equatable, Sendable {
    /// `predict`: the prediction is kept; `playground` says whether `play` (else the clock) runs it.
    case committed(Prediction, playground: Bool)
    /// A committed prediction met its run: drawn against what happened.
    case compared(PredictionComparison)
}
