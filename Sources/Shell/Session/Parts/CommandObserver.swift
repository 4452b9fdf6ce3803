/// A part that looks at commands as the session runs them: before a command's handler, and
/// after it. The session calls its observers in one list, in order (`Session.observers`,
/// `Session.observersOfTypedCommands`), never each part by hand.
protocol CommandObserver: AnyObject {
    func beforeCommand(_ invocation: Invocation, in session: Session)
    func afterCommand(_ invocation: Invocation, in session: Session)
}

extension CommandObserver {
    func beforeCommand(_ invocation: Invocation, in session: Session) {}
}

extension SamplePart: CommandObserver {
    /// What the command made the loaded sample do: its trace, its notes, the actions it offers now.
    func afterCommand(_ invocation: Invocation, in session: Session) {
        collectTrace()
        reportActionChanges()
    }
}

extension PredictionPart: CommandObserver {
    func beforeCommand(_ invocation: Invocation, in session: Session) { beforeCommand(invocation) }
    func afterCommand(_ invocation: Invocation, in session: Session) { afterCommand(invocation) }
}

extension LessonPart: CommandObserver {}
