/// One thing to do.
public struct Todo: Sendable, Equatable {
    /// Unique within a user's list; shown to the learner as the `id=` to type.
    public let id: Int
    public var title: String
    public var isDone: Bool

    public init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}
