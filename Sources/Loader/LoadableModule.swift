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

    /// A module whose provider is whichever type its sources declare `RegistrationProviding`
    /// (a lesson's exercise names its own); nil when none does.
    public static func declaring(name: String, sources: [URL]) -> LoadableModule? {
        for source in sources {
            guard let text = try? String(contentsOf: source, encoding: .utf8),
                  let provider = provider(declaredIn: text) else { continue }
            return LoadableModule(name: name, sources: sources, provider: provider)
        }
        return nil
    }

    /// The first type in `text` that conforms to `RegistrationProviding` where it is declared:
    /// `public enum LessonRegistrations: RegistrationProviding {` → `LessonRegistrations`.
    static func provider(declaredIn text: String) -> String? {
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), line[colon...].contains("RegistrationProviding") else { continue }
            let words = line[..<colon].split(separator: " ")
            guard words.count >= 2, ["enum", "struct", "class"].contains(words[words.count - 2]) else { continue }
            return String(words[words.count - 1])
        }
        return nil
    }

    /// The `.swift` files under `folder`, sorted, so that builds see them in a stable order.
    public static func swiftFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
