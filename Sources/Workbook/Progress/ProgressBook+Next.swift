extension ProgressBook {
    /// The first lesson with an exercise, in course order from `start` (wrapping round), whose
    /// exercise has not passed; nil when every exercise passed. `archlab watch` moves on to it.
    public func nextUnpassedExercise(in course: Course, from start: Lesson? = nil) -> Lesson? {
        let lessons = course.lessons.filter { $0.exercise != nil }
        let first = start.flatMap { lesson in lessons.firstIndex { $0.id == lesson.id } } ?? 0
        let ordered = lessons[first...] + lessons[..<first]
        return ordered.first { self[$0.id].exercise != .passed }
    }
}
