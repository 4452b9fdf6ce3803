/// Exercise code reduced to what survives trivial edits, the way JPlag and MOSS compare
/// programs: its tokens (`SwiftTokens`, comments and layout gone) with every name replaced by
/// one placeholder and every literal by a placeholder of its kind, cut into k-grams of `k`
/// tokens, each hashed (FNV-1a, stable across runs), then winnowed: of every `window`
/// consecutive k-gram hashes the smallest is kept.
///
/// Renamed names, changed literals, layout and comments change nothing; an added or changed
/// statement changes only the k-grams that overlap it, so most fingerprints of a copy survive
/// any edit. Winnowing guarantees that two files sharing a run of `k + window - 1` tokens
/// share a fingerprint. `SimilarityCheck` compares them; a hint for a teacher, never a verdict.
public struct CodeFingerprint: Equatable, Sendable {
    /// Tokens per k-gram: shorter shared runs are noise (`N . N ( N )` is in every file).
    public static let k = 12
    /// Consecutive k-grams of which winnowing keeps the smallest hash.
    public static let window = 8

    /// The normalised tokens of each file, in path order: equal for code that differs only in
    /// names, literals, comments and layout.
    public let tokens: [[String]]
    /// The winnowed k-gram hashes of all files (no k-gram spans two files).
    public let fingerprints: Set<UInt64>
    /// Every k-gram hash of all files: what code shares with this one when it keeps part of it
    /// (a starter's, subtracted as base code).
    public let kGrams: Set<UInt64>

    /// The fingerprint of several files (relative path and text), e.g. one lesson's exercise.
    public init(files: [(path: String, text: String)]) {
        tokens = files.sorted { $0.path < $1.path }.map { Self.normalise(SwiftTokens($0.text)) }
        var fingerprints: Set<UInt64> = [], kGrams: Set<UInt64> = []
        for file in tokens {
            let hashes = Self.kGramHashes(file)
            kGrams.formUnion(hashes)
            fingerprints.formUnion(Self.winnow(hashes))
        }
        self.fingerprints = fingerprints
        self.kGrams = kGrams
    }

    /// No file, or files without a token.
    public var isEmpty: Bool { tokens.allSatisfy(\.isEmpty) }

    /// The fingerprints that are not k-grams of `base` (the starter): what the student wrote.
    public func fingerprints(beyond base: CodeFingerprint) -> Set<UInt64> {
        fingerprints.subtracting(base.kGrams)
    }

    /// The share of the smaller set found in the other, 0 to 1: |A ∩ B| / min(|A|, |B|).
    /// Code added to a copy (an unused declaration) does not lower it, as it would Jaccard's
    /// |A ∩ B| / |A ∪ B|. 0 when either is empty.
    public static func containment(_ a: Set<UInt64>, _ b: Set<UInt64>) -> Double {
        let smaller = min(a.count, b.count)
        guard smaller > 0 else { return 0 }
        return Double(a.intersection(b).count) / Double(smaller)
    }

    /// Names → `N`, numbers → `0`, strings → `S`, regexes → `R`; keywords and punctuation as
    /// written, attributes and pound keywords with their `@` or `#`.
    static func normalise(_ source: SwiftTokens) -> [String] {
        source.tokens.map { token in
            switch token.kind {
            case .identifier: "N"
            case .number: "0"
            case .string: "S"
            case .regex: "R"
            case .attribute: "@" + token.text
            case .poundKeyword: "#" + token.text
            case .keyword, .punctuation: token.text
            }
        }
    }

    static func kGramHashes(_ tokens: [String]) -> [UInt64] {
        guard tokens.count >= k else { return [] }
        let single = tokens.map { FNV1a.hash($0.utf8) }
        return (0...(single.count - k)).map { FNV1a.combine(single[$0..<($0 + k)]) }
    }

    /// The smallest hash of every `window` consecutive ones (the rightmost on ties), as in
    /// Schleimer, Wilkerson and Aiken's winnowing; fewer than `window` hashes give their smallest.
    static func winnow(_ hashes: [UInt64]) -> Set<UInt64> {
        guard let smallest = hashes.min() else { return [] }
        guard hashes.count > window else { return [smallest] }
        var kept: Set<UInt64> = []
        for start in 0...(hashes.count - window) {
            var best = start
            for index in start..<(start + window) where hashes[index] <= hashes[best] { best = index }
            kept.insert(hashes[best])
        }
        return kept
    }
}
