/// Suggests the closest known word for a mistyped one ("fier" -> "fire").
///
/// Used by the parser for commands and operators, and by the session for scene, app,
/// stream and RIB names. Case-insensitive Levenshtein distance; ties go to the earlier
/// candidate, so suggestions are stable.
public enum DidYouMean {
    /// The closest candidate within a distance that still looks like a typo, or nil.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        guard !lowered.isEmpty, lowered.count <= 64 else { return nil }
        var best: (name: String, distance: Int)? = nil
        for candidate in candidates {
            let other = candidate.lowercased()
            let distance = other.hasPrefix(lowered) && lowered.count >= 2 ? 1 : editDistance(lowered, other)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let found = best else { return nil }
        let limit = max(1, min(3, lowered.count / 3 + 1))
        return found.distance <= limit ? found.name : nil
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var previousPrevious = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[t.count]
    }
}
