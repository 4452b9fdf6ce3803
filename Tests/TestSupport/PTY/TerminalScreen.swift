/// A minimal terminal emulator: replays output into rows of cells so tests can assert on
/// what a person would see, not on the escape sequences that drew it.
///
/// Understands what line editors emit: printable text (East Asian wide characters take two
/// cells), CR, LF, BS, TAB, cursor movement (`CSI n A/B/C/D/G/H/d`), erase (`CSI K`, `CSI J`),
/// insert and delete characters (`CSI @`, `CSI P`, `CSI X`) and auto-wrap at the right edge.
/// Colours and other sequences are ignored. Rows grow downward without scrolling away, so
/// the whole session stays visible; absolute row positions count from the top of the last
/// `height` rows, as on a real screen.
public struct TerminalScreen {
    /// The screen width in cells.
    public let columns: Int
    /// The screen height in rows.
    public let height: Int
    private var rows: [[Character]] = [[]]
    private var row = 0
    private var column = 0
    /// Set after writing into the last column: the next character wraps first (xterm's rule).
    private var pendingWrap = false

    public init(columns: Int, height: Int = 24) {
        self.columns = max(columns, 1)
        self.height = max(height, 1)
    }

    /// The screen as text: one line per row, trailing blanks trimmed, wide characters once.
    public var text: String {
        lines.joined(separator: "\n")
    }

    /// The rows as text, trailing blanks trimmed.
    public var lines: [String] {
        rows.map { cells in
            var line = String(cells.filter { $0 != TerminalScreen.continuation })
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Replays `output` (as written by the program) onto the screen.
    public mutating func feed(_ output: String) {
        let scalars = Array(output.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\u{1B}":
                index = escape(scalars, from: index)
                continue
            case "\r":
                column = 0
                pendingWrap = false
            case "\n":
                moveTo(row: row + 1, column: column)
            case "\u{8}":
                column = max(0, column - 1)
                pendingWrap = false
            case "\t":
                column = min(columns - 1, (column / 8 + 1) * 8)
            default:
                if scalar.value >= 0x20, scalar.value != 0x7F {
                    put(Character(scalar))
                }
            }
            index += 1
        }
    }

    /// Marks the second cell of a wide character.
    private static let continuation: Character = "\u{0}"

    /// The first row on screen: everything above has scrolled off.
    private var top: Int {
        max(0, rows.count - height)
    }

    private mutating func put(_ character: Character) {
        if CellWidth.isCombining(character) {
            attachToPreviousCell(character)
            return
        }
        let width = CellWidth.of(character)
        if width == 0 {
            return
        }
        if pendingWrap || column + width > columns {
            moveTo(row: row + 1, column: 0)
        }
        ensureCells(upTo: column + width)
        rows[row][column] = character
        if width == 2 {
            rows[row][column + 1] = TerminalScreen.continuation
        }
        column += width
        if column >= columns {
            column = columns - 1
            pendingWrap = true
        }
    }

    /// Joins a combining mark to the character before the cursor, as a terminal does.
    private mutating func attachToPreviousCell(_ mark: Character) {
        var cell = pendingWrap ? column : column - 1
        guard cell >= 0, cell < rows[row].count else { return }
        if rows[row][cell] == TerminalScreen.continuation, cell > 0 { cell -= 1 }
        rows[row][cell] = Character(String(rows[row][cell]) + String(mark))
    }

    private mutating func moveTo(row newRow: Int, column newColumn: Int) {
        row = max(0, newRow)
        while rows.count <= row { rows.append([]) }
        column = min(max(0, newColumn), columns - 1)
        pendingWrap = false
    }

    private mutating func ensureCells(upTo count: Int) {
        while rows[row].count < count { rows[row].append(" ") }
    }

    /// Handles the escape sequence at `start`; returns the index after it.
    private mutating func escape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        guard index < scalars.count else { return index }
        switch scalars[index] {
        case "[":
            index += 1
            var parameters = ""
            while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
                parameters.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard index < scalars.count else { return index }
            control(final: scalars[index], parameters: parameters)
            return index + 1
        case "]":
            while index < scalars.count, scalars[index] != "\u{7}" {
                if scalars[index] == "\u{1B}" { return index + 2 }
                index += 1
            }
            return index + 1
        case "(", ")", "*", "+":
            return index + 2
        default:
            return index + 1
        }
    }

    private mutating func control(final: Unicode.Scalar, parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0.filter(\.isNumber)) }
        let first = numbers.first.flatMap { $0 } ?? 0
        let count = max(first, 1)
        switch final {
        case "A": moveTo(row: row - count, column: column)
        case "B": moveTo(row: row + count, column: column)
        case "C": moveTo(row: row, column: column + count)
        case "D": moveTo(row: row, column: column - count)
        case "G": moveTo(row: row, column: count - 1)
        case "d": moveTo(row: top + count - 1, column: column)
        case "H", "f":
            let columnNumber = numbers.count > 1 ? (numbers[1] ?? 1) : 1
            moveTo(row: top + count - 1, column: max(columnNumber, 1) - 1)
        case "K": eraseInLine(mode: first)
        case "J":
            eraseInLine(mode: first == 0 ? 0 : 2)
            if first == 0 { rows.removeSubrange((row + 1)...) }
        case "P":
            ensureCells(upTo: column)
            let end = min(rows[row].count, column + count)
            if column < end { rows[row].removeSubrange(column..<end) }
        case "@":
            ensureCells(upTo: column)
            rows[row].insert(contentsOf: Array(repeating: " ", count: count), at: column)
            if rows[row].count > columns { rows[row].removeSubrange(columns...) }
        case "X":
            ensureCells(upTo: column + count)
            for cell in column..<(column + count) { rows[row][cell] = " " }
        default:
            break
        }
    }

    private mutating func eraseInLine(mode: Int) {
        switch mode {
        case 1:
            ensureCells(upTo: column + 1)
            for cell in 0...column { rows[row][cell] = " " }
        case 2:
            rows[row] = []
        default:
            if column < rows[row].count { rows[row].removeSubrange(column...) }
        }
        pendingWrap = false
    }
}

/// Terminal cell widths, matching what xterm and libedit assume for common text.
enum CellWidth {
    /// Whether `character` is a mark drawn onto the previous cell (accents, variation
    /// selectors, zero-width joiner).
    static func isCombining(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return true
        default:
            return scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
        }
    }

    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
}
