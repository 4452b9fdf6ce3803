/// Why a workspace could not be made, opened or changed; `description` is the learner's message.
public struct WorkspaceError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}
