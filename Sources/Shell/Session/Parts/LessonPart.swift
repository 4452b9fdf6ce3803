/// The lesson glue: forwards lesson commands to the lesson engine and lets it look at the
/// session after every other command.
///
/// State: the engine (a `LessonHost`), or nil in a build or test without lessons.
public final class LessonPart {
    public var host: LessonHost?

    init(host: LessonHost?) { self.host = host }

    func run(_ request: LessonRequest, in session: Session) throws(ShellError) {
        guard let host else {
            throw ShellError.unavailable(feature: "lessons", reason: "this build has no lesson engine")
        }
        for report in try host.run(request, session: session) { session.emit(report) }
    }

    func afterCommand(_ invocation: Invocation, in session: Session) {
        guard let host, invocation.declaration.group != .lessons else { return }
        for report in host.afterCommand(invocation, session: session) { session.emit(report) }
    }
}

/// What a lesson command asks the lesson engine to do: the lesson part's actions.
public enum LessonRequest: Equatable, Sendable {
    case overview
    case start(String)
    case next
    case back
    case hint
    /// The current step, or (with a lesson named) that lesson's exercise.
    case check(lesson: String?)
    case reset(ResetTarget)
}

/// What `reset` clears.
public enum ResetTarget: Equatable, Sendable {
    /// The current lesson's step progress.
    case current
    /// One lesson, by id.
    case lesson(String)
    /// Every lesson; the shell asks first unless `--yes` is given.
    case all(confirmed: Bool)
}
