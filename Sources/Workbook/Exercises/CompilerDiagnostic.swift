/// A compiler error from `swift build`.
public struct CompilerDiagnostic: Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error as a learner reads it, `  PATH:LINE:COLUMN: message`, and under it what it
    /// means in architecture terms when `PlumbingExplainer` knows (`    → advice`).
    /// `check`, `grade` and the shell's `load` all show errors this way.
    public func learnerLines(path: String) -> [String] {
        ["  \(path):\(line):\(column): \(message)"] + (advice.map { ["    → \($0)"] } ?? [])
    }
}
