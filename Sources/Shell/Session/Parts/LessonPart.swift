/// The lesson glue: forwards lesson commands to the lesson engine and lets it look at the
/// session after every other command.
///
/// State: the engine (a `LessonHost`), or nil in a build or test without lessons. Made by the
/// session with the engine and the output.
public final class LessonPart {
    public var host: LessonHost?
    private let output: any ReportSink
    /// The session this part belongs to, handed to the engine with each command. The one
    /// back-reference to a whole session among the parts: the engine is shared by a shell's
    /// sessions (free play and each lesson's sandbox) and works on a whole one (it reads its
    /// state, switches sandboxes, rebuilds a step in a fresh one), so it is told which. Weak
    /// because the session owns this part; wired in by the session once it is made.
    weak var session: Session?

    init(host: LessonHost?, output: any ReportSink) {
        self.host = host
        self.output = output
    }

    func run(_ request: LessonRequest) throws(ShellError) {
        guard let host else {
            throw ShellError.unavailable(feature: "lessons", reason: "this build has no lesson engine")
        }
        guard let session else { return }
        for report in try host.run(request, session: session) { output.emit(report) }
    }

    func afterCommand(_ invocation: Invocation) {
        guard let host, let session, invocation.declaration.group != .lessons else { return }
        for report in host.afterCommand(invocation, session: session) { output.emit(report) }
    }
}
