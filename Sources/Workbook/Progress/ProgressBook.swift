/// Progress in every lesson the learner has started; what `ProgressStore` reads and writes.
public struct ProgressBook: Equatable, Sendable {
    public private(set) var lessons: [String: LessonProgress] = [:]

    public init(_ lessons: [LessonProgress] = []) {
        for lesson in lessons { self.lessons[lesson.lessonID] = lesson }
    }

    /// Progress in a lesson; a fresh record when the learner never started it.
    public subscript(lessonID: String) -> LessonProgress {
        get { lessons[lessonID] ?? LessonProgress(lessonID: lessonID) }
        set { lessons[lessonID] = newValue }
    }

    public func hasStarted(_ lessonID: String) -> Bool { lessons[lessonID] != nil }

    public mutating func remove(_ lessonID: String) { lessons[lessonID] = nil }
}
