/// A line-based unified diff, written here so `solution` needs no external `diff` tool.
///
/// Pure: text in, text out. The edit script comes from a longest-common-subsequence table,
/// which is quadratic in the line counts; lesson files are a few hundred lines at most.
public enum LineDiff {
    /// One line of the edit script from the old text to the new one.
    public enum Line: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The edit script turning `old` into `new`; at a change, removals come before additions.
    public static func lines(from old: [String], to new: [String]) -> [Line] {
        let rows = old.count, columns = new.count
        // common[i][j]: length of the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var script: [Line] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, old[i] == new[j] {
                script.append(.same(old[i])); i += 1; j += 1
            } else if j == columns || (i < rows && common[i + 1][j] >= common[i][j + 1]) {
                script.append(.removed(old[i])); i += 1
            } else {
                script.append(.added(new[j])); j += 1
            }
        }
        return script
    }

    /// The unified diff from `old` to `new` (`---`/`+++` headers, `@@` hunks with `context`
    /// unchanged lines around each change), or nil when the texts have the same lines.
    public static func unified(from old: String, to new: String, oldName: String, newName: String, context: Int = 3) -> String? {
        let script = lines(from: splitLines(old), to: splitLines(new))
        let changes = script.indices.filter { if case .same = script[$0] { false } else { true } }
        guard let firstChange = changes.first else { return nil }
        // Changes closer than two contexts apart share a hunk.
        var groups: [ClosedRange<Int>] = []
        var start = firstChange, end = firstChange
        for index in changes.dropFirst() {
            if index - end > 2 * context { groups.append(start...end); start = index }
            end = index
        }
        groups.append(start...end)
        var out = ["--- \(oldName)", "+++ \(newName)"]
        for group in groups {
            let lower = max(0, group.lowerBound - context), upper = min(script.count, group.upperBound + context + 1)
            let before = script[..<lower], hunk = script[lower..<upper]
            let oldBefore = before.filter { if case .added = $0 { false } else { true } }.count
            let newBefore = before.filter { if case .removed = $0 { false } else { true } }.count
            let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            out.append("@@ -\(range(oldBefore, oldCount)) +\(range(newBefore, newCount)) @@")
            for line in hunk {
                switch line {
                case .same(let text): out.append(" \(text)")
                case .removed(let text): out.append("-\(text)")
                case .added(let text): out.append("+\(text)")
                }
            }
        }
        return out.joined(separator: "\n")
    }

    /// `start,count` as unified diffs write it: an empty range names the line before it.
    private static func range(_ linesBefore: Int, _ count: Int) -> String {
        count == 0 ? "\(linesBefore),0" : "\(linesBefore + 1),\(count)"
    }

    /// The text's lines; a final newline ends the last line rather than starting an empty one.
    static func splitLines(_ text: String) -> [String] {
        var lines = TextLines.split(text)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
