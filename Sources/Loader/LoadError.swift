import ArchLabToolchain

/// Why loading a module failed, for the shell to print; the shell keeps what it had loaded.
public enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The shell runs outside a SwiftPM build folder, so there are no modules to compile against.
    case noBuildModules(executable: String)
    /// The module has no Swift files.
    case noSources(module: String)
    /// The sources do not compile: the errors, as `check` shows them, and the compiler's output.
    case compileFailed(errors: [CompilerDiagnostic], output: String)
    /// The compiler could not be started.
    case compilerMissing(String)
    /// The library was built but the system loader refused it (or it has no entry point).
    case loadFailed(String)

    public var description: String {
        switch self {
        case .noBuildModules(let executable):
            return "loading your code needs the modules of ArchLab's build, next to the archlab executable (\(executable)); start ArchLab with ./scripts/start from the checkout"
        case .noSources(let module):
            return "\(module) has no Swift files to load; type 'new scene NAME' or 'new rib NAME' first"
        case .compileFailed(let errors, let output):
            guard !errors.isEmpty else { return "your code does not compile:\n" + output }
            let shown = errors.prefix(5).map { "  \($0.file):\($0.line):\($0.column): \($0.message)" }
            let more = errors.count > 5 ? ["  ... and \(errors.count - 5) more errors."] : []
            return (["your code does not compile yet; the shell keeps what it had loaded:"] + shown + more).joined(separator: "\n")
        case .compilerMissing(let message):
            return "cannot start swiftc (\(message)); check that the Swift toolchain is on PATH"
        case .loadFailed(let message):
            return "the compiled library could not be loaded: \(message)"
        }
    }
}
