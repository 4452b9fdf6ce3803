extension Walkthrough {
    /// Ids of the lessons whose every step is done: what unlocks the lessons that need them.
    public var completedLessonIDs: Set<String> {
        Set(course.lessons.filter { isComplete($0.id) }.map(\.id))
    }

    /// Where each lesson stands (completed, unlocked or locked), for the `lessons` listing.
    public func status(of id: String) -> PrerequisiteGraph.Status {
        course.graph.status(of: id, completed: completedLessonIDs)
    }

    /// The lesson to suggest now: the current lesson (or the one `lesson off` left) while
    /// unfinished, else the next one on its track, else the first lesson that is open (see
    /// `PrerequisiteGraph.suggestedNext`).
    public var suggestedNext: Lesson? {
        course.graph.suggestedNext(completed: completedLessonIDs, current: lesson?.id ?? leftLessonID)
    }
}
