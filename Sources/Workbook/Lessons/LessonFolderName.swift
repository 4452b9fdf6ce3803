/// The `NN-slug` naming rule for lesson folders, shared by `Course` and `Lesson`.
enum LessonFolderName {
    /// The leading number of `NN-slug`, or nil when the name does not follow the rule.
    static func number(of folder: String) -> Int? {
        let digits = folder.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, folder.dropFirst(digits.count).first == "-",
              folder.count > digits.count + 1 else { return nil }
        return Int(digits)
    }
}
