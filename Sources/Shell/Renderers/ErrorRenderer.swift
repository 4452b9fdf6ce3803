/// Turns a `ShellError` into the line the learner sees; the only place errors meet a terminal.
public enum ErrorRenderer {
    /// `location` is "line 3" when running a script, nil at the prompt.
    public static func render(_ error: ShellError, style: TextStyle, location: String? = nil) -> String {
        let prefix = location.map { "error (\($0)): " } ?? "error: "
        return style.paint(prefix, .red) + error.message
    }

    /// A bad `archlab` command line or an unreadable script: `archlab: MESSAGE`, exit status 2.
    public static func render(launch error: LaunchError) -> String {
        "archlab: " + error.message
    }

    /// The interactive shell goes on without saving its history (`problem` says why).
    public static func historyNotSaved(_ problem: some Any) -> String {
        "note: history not saved: \(problem)"
    }

    /// The line editor could not start (`error` says why); plain lines are read instead.
    public static func lineEditingOff(_ error: any Error) -> String {
        "note: line editing is off (\(error)); reading plain lines"
    }
}
