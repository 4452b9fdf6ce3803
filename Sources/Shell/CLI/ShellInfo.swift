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
}
