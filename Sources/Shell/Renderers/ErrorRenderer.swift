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
}
