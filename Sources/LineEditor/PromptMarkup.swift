/// Prepares prompt text for libedit's `EL_PROMPT_ESC` / `EL_RPROMPT_ESC`.
///
/// libedit counts every prompt character as one visible cell unless it sits between two
/// marker characters. Callers hand `LineEditor` prompts with plain ANSI colour escapes;
/// this wraps each escape sequence in markers so cursor placement stays right, and removes
/// other control characters that would break the layout. Called by `EditorCallbacks`
/// whenever it renders a prompt.
enum PromptMarkup {
    /// The marker libedit is told about (`\u{1}`, as readline uses).
    static let marker: Character = "\u{1}"

    /// Returns `text` with every ANSI escape sequence bracketed by ``marker``; stray marker,
    /// newline and other control characters are dropped.
    static func markingEscapes(in text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                let end = escapeEnd(in: scalars, from: index)
                result.append(contentsOf: marker.unicodeScalars)
                result.append(contentsOf: scalars[index..<end])
                result.append(contentsOf: marker.unicodeScalars)
                index = end
            } else {
                if !isControl(scalar) {
                    result.append(scalar)
                }
                index += 1
            }
        }
        return String(result)
    }

    /// What of a prompt made by ``markingEscapes(in:)`` shows on screen: the text without
    /// the marked spans.
    static func visibleText(of marked: String) -> String {
        var visible = "", hidden = false
        for character in marked {
            if character == marker { hidden.toggle() } else if !hidden { visible.append(character) }
        }
        return visible
    }

    /// A right-prompt hint: `text` made single-line, as plain text. libedit places the right
    /// prompt by its own count of cells, in which a marked escape sequence takes one; on screen
    /// it takes none, so a dim hint was drawn one column left of where libedit later redrew
    /// it, and a shorter hint left a stale character (`RIB [to PARENT]`, then `Rto PARENT]`
    /// in tmux). Without escapes the count and the screen agree, and no reset is lost.
    static func hint(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) && $0 != "\u{1B}" }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    /// Index just past the escape sequence starting at `start` (an ESC). Handles CSI
    /// (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`) and two-character escapes;
    /// an unterminated sequence runs to the end of the text.
    private static func escapeEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        let next = start + 1
        guard next < scalars.count else { return scalars.count }
        switch scalars[next] {
        case "[":
            var index = next + 1
            while index < scalars.count {
                if (0x40...0x7E).contains(scalars[index].value) { return index + 1 }
                index += 1
            }
            return scalars.count
        case "]":
            var index = next + 1
            while index < scalars.count {
                if scalars[index] == "\u{7}" { return index + 1 }
                if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "\\" {
                    return index + 2
                }
                index += 1
            }
            return scalars.count
        default:
            return next + 1
        }
    }
}
