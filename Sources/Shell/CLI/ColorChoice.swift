/// `--color=auto|always|never`, resolved once at start-up into a `TextStyle`.
public enum ColorChoice: String, Equatable, Sendable {
    case auto, always, never

    static func parse(_ value: String) throws(LaunchError) -> ColorChoice {
        guard let choice = ColorChoice(rawValue: value) else {
            throw LaunchError("--color must be auto, always or never, not '\(ShellError.shorten(value))'")
        }
        return choice
    }

    /// `always` wins over NO_COLOR (the user asked explicitly); `auto` colours only a terminal
    /// that is not `TERM=dumb` and only when NO_COLOR is unset or empty.
    public func resolve(environment: [String: String], outputIsTerminal: Bool) -> TextStyle {
        switch self {
        case .always: return TextStyle(colors: true)
        case .never: return .plain
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
            if environment["TERM"] == "dumb" { return .plain }
            return TextStyle(colors: outputIsTerminal)
        }
    }
}
