/// A part that looks at commands as the session runs them: before a command's handler, and
/// after it. The session calls its observers in one list, in order (`Session.observers`,
/// `Session.observersOfTypedCommands`), never each part by hand. An observer is told only the
/// command: what it looks at, it was given when it was made, like every part.
protocol CommandObserver: AnyObject {
    func beforeCommand(_ invocation: Invocation)
    func afterCommand(_ invocation: Invocation)
}

extension CommandObserver {
    func beforeCommand(_ invocation: Invocation) {}
}

extension SamplePart: CommandObserver {
    /// What the command made the loaded sample do: its trace, its notes, the actions it offers now.
    func afterCommand(_ invocation: Invocation) {
        collectTrace()
        reportActionChanges()
    }
}

extension PredictionPart: CommandObserver {}

extension LessonPart: CommandObserver {}
