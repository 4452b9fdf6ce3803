/// Text that is written as a whole number (`42`, `-7`, `99999999999999999999999`), whether or
/// not it fits in an `Int`, so a value too big for a parameter is called that instead of
/// "not a whole number".
struct WholeNumberText {
    let isNegative: Bool
    let fitsInInt: Bool

    init?(_ text: String) {
        let sign = text.first == "-" || text.first == "+"
        let digits = text.dropFirst(sign ? 1 : 0)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        isNegative = text.first == "-"
        fitsInInt = Int(text) != nil
    }
}
