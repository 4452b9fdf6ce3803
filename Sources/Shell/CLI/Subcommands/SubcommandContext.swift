/// What a subcommand is handed besides its parsed arguments: where it writes and what the
/// command line chose for the whole run. Values, passed down to what needs them; nothing is
/// configured through the process environment.
public struct SubcommandContext {
    public var sink: TextSink
    /// `--workspace DIR`, when given (`WorkspaceContext` prefers it to `ARCHLAB_WORKSPACE`).
    public var workspace: String?
    /// The scenes and apps the executable ships (`replay`'s fresh sessions load them).
    public var catalog: SampleCatalog

    public init(sink: TextSink, catalog: SampleCatalog, workspace: String? = nil) {
        self.sink = sink
        self.catalog = catalog
        self.workspace = workspace
    }
}
