/// A malformed lesson, with the place to fix it and what to write instead.
///
/// Thrown by `LessonParser` and `Course`; `description` is the text shown to a teacher or
/// learner (`file:line: message`), in the format editors and CI logs link to.
public struct LessonError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for code that reacts to a case (tests, CI summaries).
    public enum Kind: String, Equatable, Sendable {
        case notUTF8, unreadable
        case missingFrontMatter, unterminatedFrontMatter, badFrontMatterLine
        case unknownKey, duplicateKey, missingKey, badID, badTitle, badTime, badPrerequisites, badExercise, badKind, badTrack, badImports, badStarter, badAllows
        case noSteps, badStepHeading, stepOutOfOrder, emptyStepTitle
        case stepWithoutCheck, duplicateCheck, unknownCheck, badCheck, exerciseCheckWithoutExercise
        case unterminatedCodeBlock, emptyHint, badHint, unknownHintTest, directiveOutsideStep
        case duplicateID, duplicateFolderNumber, missingPrerequisite, prerequisiteCycle, missingLessonFile, badRenames
    }

    public var kind: Kind
    public var file: String
    /// 1-based line; 0 when the problem concerns the whole file.
    public var line: Int
    public var message: String

    public init(_ kind: Kind, file: String, line: Int, _ message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
