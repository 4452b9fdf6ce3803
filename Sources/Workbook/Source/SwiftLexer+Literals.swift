extension SwiftLexer {
    /// `#` opens a raw string (`#"..."#`, any number of `#`), an extended regex (`#/.../#`),
    /// or names a pound keyword (`#if`, `#filePath`); otherwise it is punctuation.
    mutating func readPound() {
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch byte(hashes) {
        case UInt8(ascii: "\"")?:
            index += hashes
            openString(hashes: hashes)
        case UInt8(ascii: "/")? where hashes > 0:
            index += hashes
            readExtendedRegex(hashes: hashes)
        default:
            if hashes == 1 {
                readPrefixedName(.poundKeyword)
            } else {
                index += 1
                emit(.punctuation, "#")
            }
        }
    }

    /// Starts a string literal at its first `"` (after any `#`). `"""` is multi-line when only
    /// blanks follow it on its line, as the compiler demands; otherwise the quotes are read as
    /// single-line strings, so nothing after them on later lines can hide in the literal.
    mutating func openString(hashes: Int) {
        let quote = UInt8(ascii: "\"")
        if byte(1) == quote, byte(2) == quote, restOfLineIsBlank(from: index + 3) {
            string = Delimiter(hashes: hashes, multiLine: true, line: line)
            index += 3
        } else {
            string = Delimiter(hashes: hashes, multiLine: false, line: line)
            index += 1
        }
    }

    /// Reads a string's characters up to its end, an interpolation (whose code is then read as
    /// code until its `)`), or the end of the line for a single-line string left open.
    mutating func readString(_ delimiter: Delimiter) {
        let start = index
        let startLine = line
        let quote = UInt8(ascii: "\"")
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\"), hashesFollow(at: index + 1, count: delimiter.hashes) {
                let after = index + 1 + delimiter.hashes
                if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                    emit(.string, from: start, line: startLine)
                    index = after + 1
                    emit(.punctuation, "\\(")
                    interpolations.append((delimiter, depth))
                    depth = 0
                    string = nil
                    return
                }
                index = after
                // The escaped character; a line break is left to the code below.
                if index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            } else if current == quote {
                let closing = delimiter.multiLine ? (byte(1) == quote && byte(2) == quote ? 3 : 0) : 1
                if closing > 0, hashesFollow(at: index + closing, count: delimiter.hashes) {
                    emit(.string, from: start, line: startLine)
                    index += closing + delimiter.hashes
                    string = nil
                    return
                }
                index += 1
            } else if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                guard delimiter.multiLine else {
                    emit(.string, from: start, line: startLine)
                    unterminated.append(delimiter.line)
                    string = nil
                    return
                }
                skipLineBreak()
            } else {
                index += 1
            }
        }
        emit(.string, from: start, line: startLine)
    }

    func hashesFollow(at position: Int, count: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return bytes[position..<(position + count)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    func restOfLineIsBlank(from position: Int) -> Bool {
        var position = position
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        return position == bytes.count || bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r")
    }

    /// An integer or floating-point literal: decimal, `0x` (with `p` exponents), `0o`, `0b`,
    /// `_` separators. A letter glued to it is left to be read as a name.
    mutating func readNumber() {
        let start = index
        func isDigit(_ value: UInt8?, hex: Bool) -> Bool {
            guard let value else { return false }
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(value) || value == UInt8(ascii: "_") { return true }
            return hex && ((UInt8(ascii: "a")...UInt8(ascii: "f")).contains(value) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(value))
        }
        let bases: Set<UInt8> = [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")]
        let base = bytes[index] == UInt8(ascii: "0") ? byte(1).flatMap { bases.contains($0) ? $0 : nil } : nil
        let hex = base == UInt8(ascii: "x")
        if base != nil { index += 2 }
        while isDigit(byte(0), hex: hex) { index += 1 }
        if base == nil || hex, byte(0) == UInt8(ascii: "."), isDigit(byte(1), hex: hex) {
            index += 1
            while isDigit(byte(0), hex: hex) { index += 1 }
        }
        let exponent: Set<UInt8> = hex ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
        if let mark = byte(0), exponent.contains(mark) {
            let sign = byte(1) == UInt8(ascii: "+") || byte(1) == UInt8(ascii: "-") ? 1 : 0
            if isDigit(byte(1 + sign), hex: false) {
                index += 1 + sign
                while isDigit(byte(0), hex: false) { index += 1 }
            }
        }
        emit(.number, from: start)
    }

    /// Whether a `/` here may open a bare regex literal rather than divide: not after a value
    /// (a name, a literal, `)`, `]`, `}`, `self`...), as the compiler decides.
    func regexMayStart() -> Bool {
        guard index >= noRegexBefore else { return false }
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .identifier, .number, .string, .regex, .poundKeyword, .attribute:
            return false
        case .keyword:
            return !["self", "Self", "super", "true", "false", "nil", "init"].contains(last.text)
        case .punctuation:
            return ![")", "]", "}", "!", "?", ">", "."].contains(last.text)
        }
    }

    /// `/.../` on one line, not starting with a blank; false (nothing read) when there is no
    /// closing `/` on the line.
    mutating func readBareRegex() -> Bool {
        guard let next = byte(1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"),
              next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") else { return false }
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            if bytes[end] == UInt8(ascii: "/") {
                tokens.append(SwiftToken(.regex, String(decoding: bytes[(index + 1)..<end], as: UTF8.self), line: line, column: column(of: index, line: nil)))
                index = end + 1
                return true
            }
            end += bytes[end] == UInt8(ascii: "\\") && end + 1 < bytes.count && bytes[end + 1] != UInt8(ascii: "\n") ? 2 : 1
        }
        noRegexBefore = end
        return false
    }

    /// `#/.../#` (any number of `#`), at the `/` after the `#`: multi-line when only blanks
    /// follow the opening on its line.
    mutating func readExtendedRegex(hashes: Int) {
        let startLine = line
        let multiLine = restOfLineIsBlank(from: index + 1)
        index += 1
        let start = index
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") {
                index += byte(1) == UInt8(ascii: "\n") || byte(1) == UInt8(ascii: "\r") ? 1 : 2
            } else if current == UInt8(ascii: "/"), hashesFollow(at: index + 1, count: hashes) {
                tokens.append(SwiftToken(.regex, String(decoding: bytes[start..<index], as: UTF8.self), line: startLine))
                index += 1 + hashes
                return
            } else if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                guard multiLine else { break }
                skipLineBreak()
            } else {
                index += 1
            }
        }
        index = min(index, bytes.count)
        tokens.append(SwiftToken(.regex, String(decoding: bytes[start..<index], as: UTF8.self), line: startLine))
        unterminated.append(startLine)
    }
}
