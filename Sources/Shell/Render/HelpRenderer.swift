/// Text for `help` and `help COMMAND`.
public enum HelpRenderer {
    /// All commands grouped under headings, one line each, aligned.
    public static func renderIndex(style: TextStyle) -> [String] {
        let width = min(27, (CommandTable.all.map(\.usage.count).max() ?? 0) + 2)
        var lines: [String] = []
        for group in CommandGroup.allCases {
            let specs = CommandTable.all.filter { $0.group == group }
            guard !specs.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append(style.paint(group.rawValue, .bold))
            for spec in specs {
                if spec.usage.count >= width {
                    lines.append("  " + spec.usage)
                    lines.append("  " + String(repeating: " ", count: width) + spec.summary)
                } else {
                    lines.append("  " + TextLayout.padRight(spec.usage, width) + spec.summary)
                }
            }
        }
        lines.append("")
        lines.append("Type 'help COMMAND' for usage and an example, e.g. 'help fire'. Tab completes.")
        return lines
    }

    /// One command: usage, summary, example, aliases; `let` also lists the operators.
    public static func render(_ spec: CommandSpec, style: TextStyle) -> [String] {
        var lines = [style.paint(spec.usage, .bold), "  " + spec.summary, "  example: " + spec.example]
        if !spec.aliases.isEmpty { lines.append("  also: " + spec.aliases.joined(separator: ", ")) }
        if spec.name == "let" || spec.name == "play" { lines += playgroundDetails(style: style) }
        if spec.name == "at" { lines.append("  times are absolute virtual times; 'time' shows the clock") }
        if spec.name == "fire" { lines.append("  quote values with spaces: fire setText text=\"hello world\"") }
        return lines
    }

    private static func playgroundDetails(style: TextStyle) -> [String] {
        var lines = [
            "",
            "  SOURCE is cold \"MARBLES\" (starts when played), hot \"MARBLES\" (runs on the clock;",
            "  ^ marks where play subscribes), or another stream's name.",
            "  MARBLES: - one frame (10 ticks), a letter or digit a value, | complete, # error,",
            "  (ab) values on the same frame.",
            "  EXPR uses x (the value), y (the other stream), acc (scan): + - * / % == != < > && || !",
            "",
            style.paint("  Operators", .bold),
        ]
        let width = (PlayOperatorCatalog.all.map(\.usage.count).max() ?? 0) + 2
        for op in PlayOperatorCatalog.all {
            lines.append("    " + TextLayout.padRight(op.usage, width) + op.summary)
        }
        lines += [
            "",
            "  Try:  let a = cold \"--1--2--3--|\"",
            "        let b = a | map x*10 | filter x>10",
            "        play b",
        ]
        return lines
    }
}
