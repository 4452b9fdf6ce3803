/// A label a Vingle community card can carry, within one interest.
public struct VingleLabel: Sendable, Equatable, Hashable {
    public let id: Int
    public let name: String
    /// Lower comes first; nil sorts last.
    public let priority: Int?

    public init(id: Int, name: String, priority: Int?) {
        self.id = id
        self.name = name
        self.priority = priority
    }

    /// The built-in "All" label. Optional, as in the seed, where labels came from JSON.
    public static func allLabel() -> VingleLabel? { VingleLabel(id: 1, name: "All", priority: 0) }

    /// The built-in "Best" label. Optional, as in the seed.
    public static func bestVingleLabel() -> VingleLabel? { VingleLabel(id: 2, name: "Best", priority: 1) }
}
