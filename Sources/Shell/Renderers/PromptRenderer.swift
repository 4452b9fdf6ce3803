/// The prompt text: `archlab 01:2/5 title t=120> ` in a lesson's sandbox, `archlab free t=40> `
/// in free play (no lesson open), `archlab 01:2/5 autocheck t=0> ` while `autocheck` is on;
/// coloured only when enabled.
public enum PromptRenderer {
    public static func render(_ state: PromptState, style: TextStyle) -> String {
        var parts = [style.paint("archlab", .bold)]
        if let lesson = state.lessonID {
            var text = lesson
            if let step = state.step { text += ":\(step.current)/\(step.total)" }
            parts.append(style.paint(text, .magenta))
        }
        if state.freePlay { parts.append(style.paint("free", .cyan)) }
        if state.autocheck { parts.append(style.paint("autocheck", .yellow)) }
        if let loaded = state.loaded { parts.append(style.paint(loaded, .green)) }
        parts.append(style.paint("t=\(state.time)", .dim))
        return parts.joined(separator: " ") + "> "
    }

    /// A script's line, echoed before its output (`--echo`).
    public static func echo(_ line: some StringProtocol) -> String { "> " + line }
}
