import ArchLabWorkbook
import Foundation

/// What a subcommand is handed besides its parsed arguments: where it writes and what the
/// command line chose for the whole run. Values, passed down to what needs them; nothing is
/// configured through the process environment.
public struct SubcommandContext {
    public var sink: TextSink
    /// `--workspace DIR`, when given (`WorkspaceContext` prefers it to `ARCHLAB_WORKSPACE`).
    public var workspace: String?
    /// The scenes and apps the executable ships (`replay`'s fresh sessions load them).
    public var catalog: SampleCatalog
    /// The environment the subcommand reads (`ARCHLAB_LESSONS`, `ARCHLAB_WORKSPACE`, ...);
    /// the process's unless a test hands another.
    public var environment: [String: String]
    /// What runs an exercise's builds and tests for `check` and `watch`.
    public var runner: any CommandRunner

    public init(sink: TextSink, catalog: SampleCatalog, workspace: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                runner: any CommandRunner = ProcessCommandRunner()) {
        self.sink = sink
        self.catalog = catalog
        self.workspace = workspace
        self.environment = environment
        self.runner = runner
    }
}
