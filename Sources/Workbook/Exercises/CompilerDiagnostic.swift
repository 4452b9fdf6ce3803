/// A compiler error from `swift build`.
public struct CompilerDiagnostic: Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
}
