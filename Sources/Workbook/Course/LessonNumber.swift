/// The number a lesson folder starts with: `05` for a lesson, `05a`, `05b`… for the drills and
/// quizzes placed after lesson 05, so that new practice slots in without renumbering.
///
/// Folders are named `NN-slug` or `NNx-slug` (one lowercase ASCII letter); learners type the
/// label with or without its leading zero (`5`, `05`, `5a`, `05a`).
public struct LessonNumber: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The lesson number: `5` for both `05-…` and `05a-…`.
    public let number: Int
    /// The letter of a drill or quiz after lesson `number`; nil for the lesson itself.
    public let letter: Character?

    public init(number: Int, letter: Character? = nil) {
        self.number = number
        self.letter = letter
    }

    /// Reads a typed label (`5`, `05`, `5a`); nil when it is not one.
    public init?(label: some StringProtocol) {
        let digits = label.prefix { $0.isASCII && $0.isNumber }
        let rest = label.dropFirst(digits.count)
        guard !digits.isEmpty, digits.count <= 4, let number = Int(digits), rest.count <= 1 else { return nil }
        if let letter = rest.first {
            guard letter.isASCII, letter.isLowercase else { return nil }
            self.init(number: number, letter: letter)
        } else {
            self.init(number: number)
        }
    }

    /// The number of a folder named `NN-slug` or `NNx-slug`; nil when the name does not follow
    /// the rule.
    public init?(folder: some StringProtocol) {
        guard let dash = folder.firstIndex(of: "-"), folder.index(after: dash) != folder.endIndex else { return nil }
        self.init(label: folder[..<dash])
    }

    /// As a learner types it, without the leading zero: `5`, `5a`, `12`.
    public var typed: String { "\(number)" + (letter.map(String.init) ?? "") }

    /// Two digits at least, as folders are named: `05`, `05a`, `12`.
    public var description: String {
        (number < 10 ? "0\(number)" : "\(number)") + (letter.map(String.init) ?? "")
    }

    public static func < (lhs: LessonNumber, rhs: LessonNumber) -> Bool {
        if lhs.number != rhs.number { return lhs.number < rhs.number }
        switch (lhs.letter, rhs.letter) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case let (left?, right?): return left < right
        }
    }
}
