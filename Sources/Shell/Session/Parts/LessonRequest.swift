/// What a lesson command asks the lesson engine to do: the lesson part's actions.
public enum LessonRequest: Equatable, Sendable {
    case overview
    case start(String)
    /// `lesson off`: back to free play; the lesson's sandbox is parked.
    case leave
    case next
    case back
    case hint
    /// The current step, or (with a lesson named) that lesson's exercise.
    case check(lesson: String?)
    case reset(ResetTarget)
    /// `solution [LESSON] [--give-up]`: the reference solution against the learner's files.
    case solution(lesson: String?, giveUp: Bool)
    /// `autocheck on|off`: check the open lesson's exercise each time one of its files is
    /// saved; nil (`autocheck` alone) says whether it is on.
    case autocheck(Bool?)
}

/// What `reset` clears.
public enum ResetTarget: Equatable, Sendable {
    /// The current lesson's step progress.
    case current
    /// One lesson, by id.
    case lesson(String)
    /// Every lesson; the shell asks first unless `--yes` is given.
    case all(confirmed: Bool)
    /// `reset [LESSON] --exercise [--yes]`: the lesson's starter files (nil: the open lesson),
    /// not its progress. Without `--yes` it only lists what would be overwritten.
    case exercise(lesson: String?, confirmed: Bool)
}
