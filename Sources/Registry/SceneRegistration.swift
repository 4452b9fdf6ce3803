import CleanSwift

/// How a Clean Swift scene reaches the shell's `scene NAME`: its name, a line for the
/// listing, and how to make it on the session's clock.
public struct SceneRegistration {
    /// The name typed after `scene`, e.g. `title` or `Greeter`.
    public let name: String
    /// One line for `scene` without arguments.
    public let summary: String
    /// Makes a fresh, traced scene. Called by the host each time the scene is loaded.
    public let make: (LoadContext) -> RunningScene

    public init(name: String, summary: String, make: @escaping (LoadContext) -> RunningScene) {
        self.name = name
        self.summary = summary
        self.make = make
    }
}
