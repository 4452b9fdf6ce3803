/// The command loop's core: line in, text out. Tokenize, parse, execute, render.
///
/// Used by the executable for every input mode and by tests directly, with no terminal.
/// One line may hold several commands (`scene title; fire request`); the first error stops the
/// rest of that line, unless the caller keeps going (`archlab -k`).
public final class Shell {
    /// The shell's sessions: free play and a lesson's sandbox (`Sandboxes`).
    public private(set) var sandboxes: Sandboxes
    /// The session lines go to now (free play, or the open lesson's sandbox). A driver may
    /// swap in another (each session is complete on its own); it becomes free play.
    public var session: Session {
        get { sandboxes.active }
        set { sandboxes = Sandboxes(freePlay: newValue) }
    }
    public var style: TextStyle
    public var width: Int
    /// Errors seen so far (a script's exit status is non-zero when this is not 0).
    public private(set) var errorCount = 0

    public init(session: Session = Session(), style: TextStyle = .plain, width: Int = 80) {
        self.sandboxes = Sandboxes(freePlay: session)
        self.style = style
        self.width = width
    }

    /// The outcome of one input line, ready to print, in the order it happened.
    public struct Outcome: Equatable, Sendable {
        public enum Line: Equatable, Sendable {
            /// A result, for standard output.
            case output(String)
            /// An error, for standard error.
            case error(String)
        }
        public var lines: [Line] = []
        public var succeeded: Bool { !lines.contains { if case .error = $0 { return true } else { return false } } }
        /// Every line as plain text, errors included, for transcripts.
        public var text: [String] {
            lines.map { switch $0 { case .output(let text), .error(let text): return text } }
        }
        mutating func add(error: String) { lines.append(.error(error)) }
    }

    /// Runs one line; `location` ("line 3") is added to error messages in scripts. With
    /// `keepGoing`, a failed command does not stop the commands after it on the line.
    public func submit(line: String, location: String? = nil, keepGoing: Bool = false) -> Outcome {
        var outcome = Outcome()
        let commands: [[Token]]
        do {
            commands = try Tokenizer.split(line)
        } catch {
            outcome.add(error: ErrorRenderer.render(error, style: style, location: location))
            errorCount += 1
            return outcome
        }
        // A lesson command may switch sessions; what it printed is in the one it ran in, and a
        // sourced file that opened a lesson went on in the lesson's sandbox.
        Session.run(commands, as: .typed, in: { session }, ran: { session.commandFinished($0) }, done: { current in
            collect(from: current, into: &outcome, location: location)
            if session !== current { collect(from: session, into: &outcome, location: location) }
        }, failed: { error in
            outcome.add(error: ErrorRenderer.render(error, style: style, location: location))
            return keepGoing
        })
        if !outcome.succeeded { errorCount += 1 }
        return outcome
    }

    /// Reports a line that could not be read at all (too long, not UTF-8).
    public func reject(_ error: ShellError, location: String? = nil) -> Outcome {
        errorCount += 1
        return Outcome(lines: [.error(ErrorRenderer.render(error, style: style, location: location))])
    }

    private func collect(from session: Session, into outcome: inout Outcome, location: String?) {
        for report in session.takeOutput() {
            if case .failure(let error) = report {
                outcome.add(error: ErrorRenderer.render(error, style: style, location: location))
            } else {
                outcome.lines += ReportRenderer.render(report, style: style, width: width, commands: session.commands).map { .output($0) }
            }
        }
    }

    /// Whether the loop that feeds this shell handles events while it waits for a line (set
    /// by `InteractiveRunner` when its source can); `autocheck` refuses to start without it.
    public var handlesEventsWhileReading: Bool {
        get { sandboxes.handlesEventsWhileReading }
        set { sandboxes.handlesEventsWhileReading = newValue }
    }

    /// What the input loop should wait on besides the keyboard: `autocheck`'s watcher, or nil.
    public var eventDescriptor: Int32? {
        session.lesson.host?.changeDescriptor
    }

    /// Called when ``eventDescriptor`` became readable: whether there is work (a file of
    /// the exercise really changed), for ``handleEvent(announce:)``.
    public func takeEvent() -> Bool {
        session.lesson.host?.takeChange() ?? false
    }

    /// The work of an event: checks the exercise as `check` does; `announce` gets the line
    /// to show before the check runs, the outcome the rest.
    public func handleEvent(announce: (String) -> Void) -> Outcome {
        var outcome = Outcome()
        let current = session
        guard let host = current.lesson.host else { return outcome }
        for report in host.checkAfterChange(session: current, announce: announce) { current.emit(report) }
        collect(from: current, into: &outcome, location: nil)
        if !outcome.succeeded { errorCount += 1 }
        return outcome
    }

    /// The prompt for the current state.
    public var prompt: String {
        PromptRenderer.render(session.promptState, style: style)
    }
}
