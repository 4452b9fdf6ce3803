/// One piece of output from executing a command, before it becomes text.
///
/// The session produces these; `ReportRenderer` turns them into lines. Keeping them as
/// values lets tests assert what a command did without parsing text.
public enum Report: Equatable, Sendable {
    /// Plain lines, printed as they are.
    case lines([String])
    /// A short confirmation ("loaded scene title").
    case notice(String)
    case helpIndex
    case help(topic: String)
    case events([StreamEvent])
    /// A marble diagram, with optional caption lines printed above it.
    case marbles(MarbleDiagram, caption: [String])
    case tree(RIBNode, previous: RIBNode?)
    case treeExport(TreeFormat, RIBNode)
    case trace([TraceStep])
    /// An error that did not stop the command (a scheduled command failing during `advance`).
    case failure(ShellError)
}
