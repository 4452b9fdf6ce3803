/// One recorded crossing of a VIP boundary: who called whom, at what virtual time, with what.
public struct CycleCall: Sendable, Equatable, CustomStringConvertible {
    /// Whether the crossing is a call, or the asynchronous answer to one (a worker's reply).
    public enum Kind: Sendable, Equatable {
        /// `from` calls `method` on `to` with `argument`.
        case call
        /// `from` answers an earlier `method` call of `to` with `argument`.
        case reply
        /// `from` fails an earlier `method` call of `to`; `argument` describes the error.
        case failure
    }

    /// Virtual time when the crossing happened.
    public let time: Int
    public let from: VIPRole
    public let to: VIPRole
    /// The method or stream name without its argument labels: `getLabelList`, `request`.
    public let method: String
    /// A short summary of the value that crossed (see `TraceSummary`); empty for `Void`.
    public let argument: String
    public let kind: Kind

    public init(time: Int, from: VIPRole, to: VIPRole, method: String, argument: String, kind: Kind = .call) {
        self.time = time
        self.from = from
        self.to = to
        self.method = method
        self.argument = argument
        self.kind = kind
    }

    /// The call as a learner reads it: `getLabelList(Request())`, `getTitle => "hello"`.
    public var call: String {
        switch kind {
        case .call: return "\(method)(\(argument))"
        case .reply: return argument.isEmpty ? "\(method) => done" : "\(method) => \(argument)"
        case .failure: return "\(method) failed: \(argument)"
        }
    }

    /// `[t=150] worker -> interactor  getTitle => "hello"`: stable text used in tests and docs.
    public var description: String {
        "[t=\(time)] \(from.rawValue) -> \(to.rawValue)  \(call)"
    }
}
