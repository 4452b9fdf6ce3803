/// Text for the playground part's reports.
extension ReportRenderer {
    static func render(_ report: OperatorPlaygroundReport, style: TextStyle) -> [String] {
        switch report {
        case .defined(let name, let definition): return [style.paint("\(name) = \(definition)", .dim)]
        case .failures(let failures): return failures.map { "\($0.stream) failed at t=\($0.time): \($0.reason)" }
        }
    }
}
