/// One file the generator writes, at a path relative to the playground package.
public struct GeneratedFile: Equatable, Sendable {
    /// `Sources/Playground/Scenes/Greeter/GreeterInteractor.swift`, relative to the package.
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
