/// Text for `help`, `help COMMAND` and `COMMAND --help`, all derived from the declarations.
public enum HelpRenderer {
    /// All commands grouped under headings, one line each, aligned.
    public static func renderIndex(_ commands: CommandSet, style: TextStyle) -> [String] {
        let width = min(27, (commands.all.map(\.usage.count).max() ?? 0) + 2)
        var lines: [String] = []
        for group in CommandGroup.allCases {
            let specs = commands.all.filter { $0.group == group }
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
    public static func render(_ declaration: CommandDeclaration, style: TextStyle) -> [String] {
        var lines = [style.paint(declaration.usage, .bold), "  " + declaration.summary, "  example: " + declaration.example]
        if !declaration.aliases.isEmpty { lines.append("  also: " + declaration.aliases.joined(separator: ", ")) }
        return lines + declaration.details(style)
    }

    /// The playground's grammar and operators, under `help let` and `help play`.
    @Sendable static func playgroundDetails(style: TextStyle) -> [String] {
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
