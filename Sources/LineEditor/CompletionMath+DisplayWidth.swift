extension CompletionMath {
    /// How many terminal cells `text` occupies: East Asian wide and emoji characters take
    /// two, control characters none, everything else one.
    ///
    /// An approximation of `wcwidth` that does not depend on the process locale, used to
    /// align completion columns.
    public static func displayWidth(of text: String) -> Int {
        text.reduce(0) { total, character in
            total + cellWidth(of: character)
        }
    }

    private static func cellWidth(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// Blocks the Unicode East Asian Width property marks Wide or Fullwidth.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo initials
        0x2E80...0x303E,   // CJK radicals, punctuation
        0x3041...0x33FF,   // Kana, CJK symbols
        0x3400...0x4DBF,   // CJK extension A
        0x4E00...0x9FFF,   // CJK unified ideographs
        0xA000...0xA4CF,   // Yi
        0xAC00...0xD7A3,   // Hangul syllables
        0xF900...0xFAFF,   // CJK compatibility ideographs
        0xFE30...0xFE4F,   // CJK compatibility forms
        0xFF00...0xFF60,   // Fullwidth forms
        0xFFE0...0xFFE6,   // Fullwidth signs
        0x20000...0x3FFFD, // CJK extensions B and later
    ]
}
