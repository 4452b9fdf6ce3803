/// The pure arithmetic behind Tab completion: which word the cursor is on, what a Tab does
/// with the candidates, and how a candidate list is laid out in columns.
///
/// `LineEditor` calls it on every Tab; the shell may call ``word(in:cursor:)`` from its
/// `complete` closure to learn which argument is being completed. Nothing here touches a
/// terminal, so it is unit-tested directly. All offsets count `Character`s.
public enum CompletionMath {
    /// The word that ends at the cursor: the text a Tab replaces.
    public struct Word: Equatable, Sendable {
        /// The word's text from its first character up to the cursor (may be empty).
        public var text: String
        /// Offset of the word's first character in the line.
        public var start: Int
        /// How many whitespace-separated words come before it: 0 for the command name,
        /// 1 for its first argument, and so on.
        public var index: Int

        public init(text: String, start: Int, index: Int) {
            self.text = text
            self.start = start
            self.index = index
        }
    }

    /// What one Tab press should do, decided by ``tabAction(word:candidates:repeatedTab:)``.
    public enum TabAction: Equatable, Sendable {
        /// Nothing to complete or nothing new to insert: ring the bell.
        case beep
        /// Replace the word under the cursor with this text (a unique candidate gets a
        /// trailing space so the next argument can be typed at once).
        case replaceWord(with: String)
        /// Show these candidates (sorted, unique) below the line, then redraw it.
        case list([String])
    }

    /// Finds the word that ends at `cursor` in `line`.
    ///
    /// Words are separated by whitespace; the cursor is clamped into the line, so any
    /// `cursor` value is safe. Text after the cursor is ignored, like bash.
    public static func word(in line: String, cursor: Int) -> Word {
        let characters = Array(line)
        let end = min(max(cursor, 0), characters.count)
        var start = end
        while start > 0, !characters[start - 1].isWhitespace {
            start -= 1
        }
        var index = 0
        var inWord = false
        for character in characters[..<start] {
            if character.isWhitespace {
                inWord = false
            } else if !inWord {
                inWord = true
                index += 1
            }
        }
        return Word(text: String(characters[start..<end]), start: start, index: index)
    }

    /// The longest common prefix of `candidates`, compared `Character` by `Character`;
    /// empty for an empty list.
    public static func commonPrefix(of candidates: [String]) -> String {
        guard var prefix = candidates.first.map(Array.init) else { return "" }
        for candidate in candidates.dropFirst() {
            var shared = 0
            for (left, right) in zip(prefix, candidate) {
                guard left == right else { break }
                shared += 1
            }
            prefix.removeSubrange(shared...)
            if prefix.isEmpty { break }
        }
        return String(prefix)
    }

    /// Decides what a Tab does for the word under the cursor.
    ///
    /// - One candidate: replace the word with it, plus a space unless it ends in `/` or `=`
    ///   (a path or `key=` wants more text right after it).
    /// - Several whose common prefix is longer than the word: insert that prefix.
    /// - Otherwise list them if this Tab repeats the previous one on an unchanged line
    ///   (`repeatedTab`), else beep. So the first Tab completes what it can and the second
    ///   one lists, like bash.
    public static func tabAction(word: String, candidates: [String], repeatedTab: Bool) -> TabAction {
        var seen = Set<String>()
        let unique = candidates.filter { !$0.isEmpty && seen.insert($0).inserted }
        switch unique.count {
        case 0:
            return .beep
        case 1:
            let only = unique[0]
            let wantsMore = only.hasSuffix("/") || only.hasSuffix("=")
            return .replaceWord(with: wantsMore ? only : only + " ")
        default:
            let prefix = commonPrefix(of: unique)
            if prefix.count > word.count {
                return .replaceWord(with: prefix)
            }
            return repeatedTab ? .list(unique.sorted()) : .beep
        }
    }

    /// Lays `items` out in columns for a terminal `width` columns wide, the way bash and
    /// `ls` do: filled top to bottom, then left to right, two spaces between columns, no
    /// trailing spaces. Returns one string per screen row (empty for no items).
    public static func columns(_ items: [String], width: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let widths = items.map(displayWidth(of:))
        let cellWidth = (widths.max() ?? 0) + 2
        let fitting = (max(width, 1) + 2) / cellWidth
        let columnCount = min(max(fitting, 1), items.count)
        let rowCount = (items.count + columnCount - 1) / columnCount
        // Recompute so no column is left empty (7 items in 3 rows need 3 columns, not 4).
        let usedColumns = (items.count + rowCount - 1) / rowCount
        var rows: [String] = []
        for row in 0..<rowCount {
            var text = ""
            for column in 0..<usedColumns {
                let index = column * rowCount + row
                guard index < items.count else { break }
                let isLastInRow = column == usedColumns - 1 || index + rowCount >= items.count
                text += items[index]
                if !isLastInRow {
                    text += String(repeating: " ", count: cellWidth - widths[index])
                }
            }
            rows.append(text)
        }
        return rows
    }
}
