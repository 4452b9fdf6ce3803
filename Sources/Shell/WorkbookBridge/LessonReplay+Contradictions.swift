import ArchLabWorkbook

/// Messages that contradict the state they are shown in, found while a walkthrough replays:
/// each is a problem of the step where it showed, so the replay fails on it.
///
/// - the prompt in free play (before the first `lesson`) must say `free`, and in a lesson name
///   it and the step shown;
/// - `check` typed on a first step without an exercise must say that it only tells whether the
///   step is done, what to do, and where the lesson's exercise is;
/// - nothing said on a lesson's last step may tell to type `next`, which answers that it is the
///   last step (the replay types `check`, when the step has no exercise, then `next`, to see),
///   unless the lesson is complete and `next` opens the one suggested next.
extension LessonReplay {
    /// The prompt of a shell with no lesson open, as a learner sees it first.
    static func freePlayPromptProblem(_ prompt: String) -> String? {
        prompt.contains(" free ") ? nil : "contradiction: in free play the prompt is `\(prompt)`, which does not say `free`"
    }

    /// The prompt while `step` of `lesson` is shown.
    static func lessonPromptProblem(_ prompt: String, lesson: Lesson, step: LessonStep) -> String? {
        let position = "\(lesson.id):\(step.number)/\(lesson.steps.count)"
        return prompt.contains(position) ? nil : "contradiction: on step \(step.number) the prompt is `\(prompt)`, not `\(position)`"
    }

    /// What `check` answered on `step`, which has no exercise and is not done yet.
    static func checkWithoutExerciseProblem(_ answer: [String], lesson: Lesson, step: LessonStep) -> String? {
        let text = flat(answer)
        var missing: [String] = []
        if !text.contains("has no exercise to test") { missing.append("that the step has no exercise to test") }
        if !text.contains(step.check.goal.replacingOccurrences(of: "`", with: "")) { missing.append("the goal (\(step.check.goal))") }
        if let exercise = lesson.steps.first(where: { $0.check.needsExercise }),
           !text.contains("exercise is step \(exercise.number) (check \(lesson.id) runs its tests now)") {
            missing.append("that the exercise is step \(exercise.number)")
        }
        return missing.isEmpty ? nil
            : "contradiction: `check` on step \(step.number) does not say " + missing.joined(separator: ", ") + ": \(text)"
    }

    /// The last step's output (its commands' and a `check`'s) against what `next` answered there.
    static func lastStepProblem(said: [String], next: [String]) -> String? {
        let answer = flat(next)
        guard answer.contains("This is the last step") else {
            return "contradiction: `next` on the last step did not say it is the last step: \(answer)"
        }
        // `next` on a complete lesson opens the one suggested next, as the step said it would.
        if answer.contains(", and the lesson is complete: on to ") { return nil }
        let text = flat(said)
        guard let range = text.range(of: "Type next") ?? text.range(of: "type next") else { return nil }
        let sentence = text[range.lowerBound...].prefix { $0 != "." }
        return "contradiction: the last step says \"\(sentence)\", but `next` answers: \(answer)"
    }

    /// Rendered lines as one line, so that a phrase wrapped at the terminal's width is found.
    private static func flat(_ lines: [String]) -> String {
        lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
