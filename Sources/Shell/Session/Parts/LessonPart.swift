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
