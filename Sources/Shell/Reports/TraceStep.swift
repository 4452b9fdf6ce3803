/// One call in a VIP cycle or a RIB's routing: who called whom, when, with what.
///
/// Published by the loaded scene or app while `trace on`; drawn by `TraceRenderer` as an
/// arrow between lanes (view, interactor, worker, presenter, router, ...).
public struct TraceStep: Equatable, Sendable {
    public var time: Int
    public var from: String
    public var to: String
    public var call: String
    /// How many traced calls this one runs inside (a RIB's `didBecomeActive` inside its
    /// `attachChild`); the renderer indents the call by it.
    public var depth: Int

    public init(time: Int, from: String, to: String, call: String, depth: Int = 0) {
        self.time = time
        self.from = from
        self.to = to
        self.call = call
        self.depth = depth
    }
}
