import Foundation

/// Swift sources the shell can compile and load: a lesson's exercise, the playground. One
/// type in them conforms to `RegistrationProviding` and lists what they offer the shell.
public struct LoadableModule: Equatable, Sendable {
    /// The module name the sources are compiled as (`Playground`).
    public var name: String
    /// Every `.swift` file of the module.
    public var sources: [URL]
    /// The `RegistrationProviding` type (`PlaygroundRegistrations`).
    public var provider: String

    public init(name: String, sources: [URL], provider: String) {
        self.name = name
        self.sources = sources
        self.provider = provider
    }

    /// The playground package's `Playground` module (what `new scene` and `new rib` write).
    public static func playground(at directory: URL) -> LoadableModule {
        LoadableModule(name: "Playground", sources: swiftFiles(under: directory.appendingPathComponent("Sources/Playground")),
                       provider: "PlaygroundRegistrations")
    }

    /// The `.swift` files under `folder`, sorted, so that builds see them in a stable order.
    public static func swiftFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
