/// The lesson engine as the session's lesson part sees it; `WorkbookLessons` implements it.
///
/// Called on the session's thread: `run` for the lesson commands, and `afterCommand` after
/// every other top-level command so the current step's check can run. Both answer with
/// reports; the renderers make the text.
public protocol LessonHost: AnyObject {
    /// The current lesson and step, for the prompt; nil when no lesson is open.
    var position: (id: String, step: Int, stepCount: Int)? { get }
    /// Every lesson id, for completion.
    var lessonIDs: [String] { get }
    /// For a learner with progress, when the shell starts: the lesson to go on with and how far
    /// it got; nil for a learner who has not started (or has finished) every lesson.
    var welcomeBack: WelcomeBack? { get }
    /// Runs one lesson command.
    func run(_ request: LessonRequest, session: Session) throws(ShellError) -> [Report]
    /// The open lesson's exercise for `load`; nil when no lesson with a code exercise is open.
    var exerciseSources: ExerciseSources? { get }
    /// What to say after another command (e.g. "step 2 done: type next"), usually nothing.
    func afterCommand(_ invocation: Invocation, session: Session) -> [Report]
    /// While `autocheck` is on: a descriptor that becomes readable when the exercise's
    /// files may have changed; the interactive loop waits on it with the keyboard.
    var changeDescriptor: Int32? { get }
    /// Called when ``changeDescriptor`` became readable: whether a file really changed
    /// (a burst of saves counts once; a save that changed nothing does not count).
    func takeChange() -> Bool
    /// Checks the exercise after a change, as `check` does; `announce` gets a line to show
    /// at once, before the check (which may take a while) runs.
    func checkAfterChange(session: Session, announce: (String) -> Void) -> [Report]
}

/// Where a returning learner stands: the lesson suggested next, as `lessons` marks it.
public struct WelcomeBack: Equatable, Sendable {
    public var number: String
    public var title: String
    public var doneSteps: Int
    public var totalSteps: Int
}

extension LessonHost {
    /// Hosts without a course have no one to welcome back.
    public var welcomeBack: WelcomeBack? { nil }
    /// Hosts without exercises load none.
    public var exerciseSources: ExerciseSources? { nil }
    /// Hosts without exercises watch nothing.
    public var changeDescriptor: Int32? { nil }
    public func takeChange() -> Bool { false }
    public func checkAfterChange(session: Session, announce: (String) -> Void) -> [Report] { [] }
}
