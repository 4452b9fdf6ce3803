/// What the code part did: generated a unit into the playground, loaded a module.
public enum CodeReport: Equatable, Sendable {
    /// `new scene` / `new rib` wrote `files` files into the playground at `directory`;
    /// `unit` is `scene` or `RIB`.
    case generated(unit: String, name: String, files: Int, directory: String)
    /// A module was compiled and loaded. `replaced` lists what a reload swapped for new code.
    case loaded(module: String, added: [SampleName], replaced: [SampleName])
    /// A loaded sample is started again from the reloaded module.
    case restarting(SampleName)
}

/// A catalog entry as typed: `scene Greeter`, `app Home`.
public struct SampleName: Equatable, Sendable, CustomStringConvertible {
    public var kind: SampleKind
    public var name: String

    public init(_ kind: SampleKind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    public var description: String { "\(kind.rawValue) \(name)" }
}
