import ArchLabToolchain
import Foundation

/// Where the running executable was built: SwiftPM's build folder holds the `Modules/` a
/// learner's module compiles against, and the checkout that holds `.build` is what the
/// playground package depends on.
public struct BuildLocation: Equatable, Sendable {
    /// The executable itself, symlinks resolved.
    public let executable: URL
    /// `.build/<triple>/<config>/Modules`, next to the executable.
    public let modules: URL
    /// The package folder that contains `.build`.
    public let checkout: URL

    /// Reads the layout from `executable`; nil when it is not inside a `.build` folder (an installed copy).
    public init?(executable: URL) {
        let resolved = executable.resolvingSymlinksInPath()
        var folder = resolved.deletingLastPathComponent()
        let modules = folder.appendingPathComponent("Modules")
        while folder.path != "/" && folder.lastPathComponent != ".build" {
            folder = folder.deletingLastPathComponent()
        }
        guard folder.lastPathComponent == ".build" else { return nil }
        self.executable = resolved
        self.modules = modules
        self.checkout = folder.deletingLastPathComponent()
    }

    /// The running process's build location (`HostExecutable`).
    public static var current: BuildLocation? {
        HostExecutable.url.flatMap(BuildLocation.init(executable:))
    }
}
