/// One call a `Spy` received: the method name (from `#function`, without labels) and its
/// argument.
public struct RecordedCall: CustomStringConvertible {
    /// `renderLabelList`, `displayFetchedOrders`.
    public let method: String
    /// The argument as passed; read it typed with `Spy.lastArgument(of:as:)`.
    public let argument: Any

    public init(method: String, argument: Any) {
        self.method = method
        self.argument = argument
    }

    /// `renderLabelList(Response(result: ...))`, summarised as in traces.
    public var description: String { "\(method)(\(TraceSummary.of(argument)))" }
}
