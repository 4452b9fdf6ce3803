import RIBs

/// Turns the session's reports into lines of text, the one bridge from the session to text.
/// Each part's reports are rendered in `ReportRenderer+Part.swift`.
public enum ReportRenderer {
    /// `width` is the terminal width (80 when not a terminal), used by marble diagrams and
    /// lesson text;
    /// `commands` is the session's command set, for `help`.
    public static func render(_ report: Report, style: TextStyle, width: Int = 80, commands: CommandSet = .standard) -> [String] {
        switch report {
        case .helpIndex: return HelpRenderer.renderIndex(commands, style: style)
        case .help(let topic):
            guard let declaration = commands.declaration(named: topic) else { return [] }
            return HelpRenderer.render(declaration, style: style)
        case .time(let now): return ["t=\(now)"]
        case .events(let events): return EventLineRenderer.render(events, style: style)
        case .marbles(let diagram): return MarbleRenderer.render(diagram, style: style, width: width)
        case .played(let diagram, let definitions):
            let caption = definitions.map { style.paint("\($0.name) = \($0.definition.map(\.description) ?? "")", .dim) }
            return caption + MarbleRenderer.render(diagram, style: style, width: width)
        case .tree(let root, let changes): return TreeRenderer.renderText(root, changes: changes, style: style)
        case .treeExport(let format, let root):
            switch format {
            case .dot: return lines(root.renderGraphviz())
            case .mermaid: return lines(root.renderMermaid())
            case .text: return TreeRenderer.renderText(root, changes: nil, style: style)
            }
        case .trace(let steps): return TraceRenderer.render(steps, style: style)
        case .clock(let report): return render(report, style: style)
        case .streams(let report): return render(report, style: style)
        case .operatorPlayground(let report): return render(report, style: style)
        case .sample(let report): return render(report, style: style)
        case .lesson(let report): return render(report, style: style, width: width)
        case .prediction(let report): return render(report, style: style, width: width)
        case .code(let report): return render(report, style: style)
        case .failure(let error): return [ErrorRenderer.render(error, style: style)]
        }
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
