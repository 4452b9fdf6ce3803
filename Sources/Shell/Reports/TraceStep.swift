/// One call in a VIP cycle or a RIB's routing: who called whom, when, with what.
///
/// Published by the loaded scene or app while `trace on`; drawn by `TraceRenderer` as an
/// arrow between lanes (view, interactor, worker, presenter, router, ...).
public struct TraceStep: Equatable, Sendable {
    public var time: Int
    public var from: String
    public var to: String
    public var call: String

    public init(time: Int, from: String, to: String, call: String) {
        self.time = time
        self.from = from
        self.to = to
        self.call = call
    }
}
