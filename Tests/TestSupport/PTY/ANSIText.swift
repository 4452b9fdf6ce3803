/// Turns raw terminal output into text a test can search.
public enum ANSIText {
    /// Removes ANSI escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL/ST`, and
    /// two-character escapes), carriage returns and bells. An escape cut off at the end of
    /// `text` is dropped too, so partial output never leaks escape bytes into a match.
    ///
    /// Cursor movement is dropped, not replayed: a redrawn line may appear more than once.
    public static func strip(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\u{1B}":
                index = escapeEnd(in: scalars, from: index)
            case "\r", "\u{7}":
                index += 1
            default:
                result.append(scalar)
                index += 1
            }
        }
        return String(result)
    }

    private static func escapeEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        guard index < scalars.count else { return scalars.count }
        switch scalars[index] {
        case "[":
            index += 1
            while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
                index += 1
            }
            return min(index + 1, scalars.count)
        case "]":
            index += 1
            while index < scalars.count {
                if scalars[index] == "\u{7}" { return index + 1 }
                if scalars[index] == "\u{1B}" { return min(index + 2, scalars.count) }
                index += 1
            }
            return scalars.count
        case "(", ")", "*", "+":
            // Character-set selection takes one more byte (ESC ( B).
            return min(index + 2, scalars.count)
        default:
            return index + 1
        }
    }
}
