/// Version and banner text.
public enum ShellInfo {
    public static let version = "0.1.0"
    /// What `archlab --version` says.
    public static var versionLine: String { "archlab \(version)" }

    /// Printed once when the shell starts on a terminal.
    public static func banner(style: TextStyle) -> [String] {
        [
            style.paint("ArchLab \(version)", .bold) + ": Clean Swift (VIP) and RIBs, with Rx streams on a virtual clock.",
            "Type 'help' for commands, 'lessons' to start learning, Tab to complete, Ctrl-D to leave.",
        ]
    }

    /// The banner's line for a learner with progress: where to go on (Markdown: the
    /// command in code quotes).
    public static func welcomeBack(_ welcome: WelcomeBack) -> String {
        let progress = welcome.doneSteps == 0 ? "not started" : "\(welcome.doneSteps) of \(welcome.totalSteps) steps done"
        return "Welcome back. Next: lesson \(welcome.number), \(welcome.title) (\(progress)); type `lesson \(welcome.number)` to go on."
    }
}
