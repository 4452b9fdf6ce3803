/// What the Swift grammar makes of a character, read from UTF-8 bytes: the lexer's lookups.
enum SwiftCharacters {
    /// Reserved words, and the declaration modifiers that are not commonly names.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "operator", "precedencegroup", "private",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "lazy", "mutating", "nonmutating",
        "override", "required", "set", "some", "any", "unowned", "weak", "willSet",
    ]

    /// The Unicode scalar starting at `index` and its length in bytes; a stray or cut-off byte
    /// is U+FFFD, one byte long, so reading always moves on.
    static func scalar(_ bytes: [UInt8], at index: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0..<0x80: return (UInt32(lead), 1)
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: return (0xFFFD, 1)
        }
        guard index + length <= bytes.count else { return (0xFFFD, 1) }
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        return (value, length)
    }

    static func isWhitespace(_ bytes: [UInt8], at index: Int) -> Bool {
        switch scalar(bytes, at: index).value {
        case 0x09...0x0D, 0x20, 0x00, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }

    static func isIdentifierHead(_ bytes: [UInt8], at index: Int) -> Bool {
        let value = scalar(bytes, at: index).value
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0..<0x80: return false
        default: return !isOperatorScalar(value) && !isCombining(value) && !isWhitespace(bytes, at: index)
        }
    }

    static func isIdentifierBody(_ bytes: [UInt8], at index: Int) -> Bool {
        let value = scalar(bytes, at: index).value
        if (0x30...0x39).contains(value) || isCombining(value) { return true }
        return isIdentifierHead(bytes, at: index)
    }

    /// `/ = - + ! * % < > & | ^ ~ ?`, `.` and the Unicode operator characters.
    static func isOperatorHead(_ bytes: [UInt8], at index: Int) -> Bool {
        let value = scalar(bytes, at: index).value
        if value < 0x80 { return "/=-+!*%<>&|^~?.".unicodeScalars.contains { $0.value == value } }
        return isOperatorScalar(value)
    }

    /// An operator's later characters: as its first, but no `.` (a dot operator's dots are
    /// handled by the lexer), and combining marks.
    static func isOperatorBody(_ bytes: [UInt8], at index: Int) -> Bool {
        let value = scalar(bytes, at: index).value
        if value == 0x2E { return false }
        return isOperatorHead(bytes, at: index) || isCombining(value) || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }

    /// The non-ASCII operator characters of The Swift Programming Language's grammar.
    static func isOperatorScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            true
        default:
            false
        }
    }

    static func isCombining(_ value: UInt32) -> Bool {
        switch value {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }
}
