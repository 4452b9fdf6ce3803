extension Course {
    /// Steps whose check already holds when the step begins, so the learner gets them for
    /// free: the check is state only (`scene`, `app`, `tree`) and the
    /// previous step's check already demanded all of it. Each message says what to add.
    ///
    /// This is the static half; `archlab replay` (each lesson alone, and `--one-sitting`)
    /// finds the rest by evaluating every check as its step begins.
    public var earlyChecks: [LessonError] {
        lessons.flatMap { lesson in
            zip(lesson.steps, lesson.steps.dropFirst()).compactMap { previous, step in
                guard step.check.isImplied(by: previous.check) else { return nil }
                return LessonError(.badCheck, file: lesson.file, line: step.line,
                                   "step \(step.number)'s check `\(step.check)` already holds when it begins (step \(previous.number) ended with `\(previous.check)`); add something the learner does in this step, such as `fired NAME`, `recorded STREAM EVENT@+T` or `time >= +T`")
            }
        }
    }
}
