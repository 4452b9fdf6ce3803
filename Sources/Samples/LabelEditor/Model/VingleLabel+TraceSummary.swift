import CleanSwift

extension VingleLabel: TraceSummarizable {
    /// `#3 Kittens`.
    public var traceSummary: String { "#\(id) \(name)" }
}
