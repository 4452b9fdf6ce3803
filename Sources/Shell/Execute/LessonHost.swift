/// The lesson engine as the session sees it; the workbook adapter implements it.
///
/// Called by `Session` on the session's thread: `run` for the lesson commands, and
/// `afterCommand` after every top-level command so the current step's check can run.
public protocol LessonHost: AnyObject {
    /// The current lesson and step, for the prompt; nil when no lesson is open.
    var position: (id: String, step: Int, stepCount: Int)? { get }
    /// Every lesson id, for completion.
    var lessonIDs: [String] { get }
    /// Runs `lessons`, `lesson`, `next`, `back`, `hint`, `check` or `reset`; returns lines to print.
    func run(_ command: Command, session: Session) throws(ShellError) -> [String]
    /// Lines to print after a command (e.g. "step 2 done: type next"), usually none.
    func afterCommand(_ command: Command, session: Session) -> [String]
}
