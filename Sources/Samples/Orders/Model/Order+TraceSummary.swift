import CleanSwift

extension Order: TraceSummarizable {
    /// `O-3 Ann 2 x tea`.
    public var traceSummary: String { "\(id) \(customer) \(quantity) x \(item.rawValue)" }
}

extension OrderFormFields: TraceSummarizable {
    /// `Ann 2 x tea`.
    public var traceSummary: String { "\(customer) \(quantity) x \(item.rawValue)" }
}
