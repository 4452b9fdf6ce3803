extension String {
    /// Levenshtein distance to `other`: how many one-character insertions, deletions or
    /// substitutions turn one into the other. Used for "did you mean" on a mistyped lesson id.
    func editDistance(to other: String) -> Int {
        let a = Array(self), b = Array(other)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
