/// Escaping for XML 1.0 text and attribute values, used by the JUnit report.
enum XMLText {
    /// Element content: `&`, `<`, `>` escaped; forbidden control characters become U+FFFD.
    static func content(_ text: String) -> String { escape(text, inAttribute: false) }

    /// Attribute value in double quotes: also quotes, and line breaks and tabs as character
    /// references so parsers keep them.
    static func attribute(_ text: String) -> String { escape(text, inAttribute: true) }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t" where inAttribute: result += "&#9;"
            default:
                result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// XML 1.0 `Char`: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000 and up.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
