/// Turns the session's reports into lines of text, the one bridge from Execute to Render.
public enum ReportRenderer {
    /// `width` is the terminal width (80 when not a terminal), used by marble diagrams.
    public static func render(_ report: Report, style: TextStyle, width: Int = 80) -> [String] {
        switch report {
        case .lines(let lines): return lines
        case .notice(let text): return [style.paint(text, .dim)]
        case .helpIndex: return HelpRenderer.renderIndex(style: style)
        case .help(let topic):
            guard let spec = CommandTable.spec(named: topic) else { return [] }
            return HelpRenderer.render(spec, style: style)
        case .events(let events): return EventLineRenderer.render(events, style: style)
        case .marbles(let diagram, let caption):
            return caption.map { style.paint($0, .dim) } + MarbleRenderer.render(diagram, style: style, width: width)
        case .tree(let root, let previous): return TreeRenderer.renderText(root, previous: previous, style: style)
        case .treeExport(let format, let root):
            switch format {
            case .dot: return TreeRenderer.renderDot(root)
            case .mermaid: return TreeRenderer.renderMermaid(root)
            case .text: return TreeRenderer.renderText(root, previous: nil, style: style)
            }
        case .trace(let steps): return TraceRenderer.render(steps, style: style)
        case .failure(let error): return [ErrorRenderer.render(error, style: style)]
        }
    }
}
