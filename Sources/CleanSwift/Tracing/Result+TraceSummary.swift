extension Result: TraceSummarizable {
    /// `success(<summary of the value>)` or `failure(<the error>)`.
    public var traceSummary: String {
        switch self {
        case .success(let value): return "success(\(TraceSummary.of(value)))"
        case .failure(let error): return "failure(\(error))"
        }
    }
}
