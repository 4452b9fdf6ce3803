/// Where Tab finds candidates for an argument: a function of the live session and the words
/// typed so far. The standard sources are in CompletionSource+Standard.swift.
public struct CompletionSource: Sendable {
    public let candidates: @Sendable (CompletionQuery) -> [String]

    public init(_ candidates: @escaping @Sendable (CompletionQuery) -> [String]) {
        self.candidates = candidates
    }

    /// Nothing to offer (files, numbers, free text).
    public static let none = CompletionSource { _ in [] }

    /// A fixed list of words.
    public static func options(_ words: [String]) -> CompletionSource {
        CompletionSource { _ in words }
    }
}

/// What a completion source or live hint is asked about.
public struct CompletionQuery {
    /// The session, read only.
    public let session: Session
    /// The command's words before the one being completed, its name first (quotes resolved).
    public let words: [String]
    /// The word being completed (empty after a blank).
    public let current: String
    /// Position of the current word inside its argument (0 for its first word).
    public let indexInArgument: Int
}
