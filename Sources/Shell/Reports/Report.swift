import RIBs

/// One piece of output from executing a command, before it becomes text.
///
/// Parts produce these through `Session.emit(_:)`; `ReportRenderer` turns them into lines.
/// Each part has its own report type (`ClockReport`, `StreamsReport`, ...), rendered by its
/// own `ReportRenderer+Part.swift`; no learner text is made while a command runs. Keeping
/// them as values lets tests assert what a command did without parsing text.
public enum Report: Equatable, Sendable {
    case helpIndex
    case help(topic: String)
    /// The virtual time (`time`).
    case time(Int)
    case events([StreamEvent])
    /// A marble diagram of recorded streams (`marbles`).
    case marbles(MarbleDiagram)
    /// A marble diagram of a `play`, captioned with the definitions of the streams played.
    case played(MarbleDiagram, definitions: [PlayedStream])
    /// The RIB tree, with what changed since it was last shown (`nil`: nothing to compare with).
    case tree(RIBNode, changes: TreeChanges?)
    case treeExport(TreeFormat, RIBNode)
    case trace([TraceStep])
    case clock(ClockReport)
    case streams(StreamsReport)
    case operatorPlayground(OperatorPlaygroundReport)
    case sample(SampleReport)
    case lesson(LessonReport)
    case prediction(PredictionReport)
    case code(CodeReport)
    /// An error that did not stop the command (a scheduled command failing during `advance`).
    case failure(ShellError)
}
