/// When a test sequence was subscribed and unsubscribed; `Int.max` means never unsubscribed.
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// The subscription time.
    public let subscribe: TestTime
    /// The unsubscription time, `Int.max` while subscribed.
    public let unsubscribe: TestTime

    /// A subscription still open.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}
