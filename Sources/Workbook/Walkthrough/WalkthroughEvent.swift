/// What a `Walkthrough` call produced; the shell prints `text`.
public enum WalkthroughEvent: Equatable, Sendable {
    /// `lesson ID` (maybe resumed): the lesson's introduction, then the current step.
    /// `unmetPrerequisites`: the lessons it builds on that are not complete, as the learner types them (`15`).
    case lessonOpened(lesson: Lesson, step: LessonStep, resumed: Bool, unmetPrerequisites: [String])
    /// A step to show after `next` or `back`.
    case showStep(lesson: Lesson, step: LessonStep, resumed: Bool, unmetPrerequisites: [String])
    /// `next` on a step that is not done: it stays; typing `next` again moves on.
    case nextOnUnfinishedStep(LessonStep, goal: String)
    /// The current step's check just passed (reported once per step). `nextLesson`: when the
    /// lesson is complete, the one suggested next (`next` opens it).
    case stepDone(LessonStep, next: LessonStep?, lessonComplete: Bool, nextLesson: Lesson? = nil)
    /// `check` on a step without an exercise that is not done: what `check` does there, the
    /// goal, and where the lesson's exercise is.
    case notDoneYet(LessonStep, goal: String, lesson: Lesson)
    /// `check` on a step already done: what comes next (`next` is nil on the last step).
    case alreadyDone(LessonStep, next: LessonStep?, lessonComplete: Bool, nextLesson: Lesson? = nil)
    case hint(String, number: Int, total: Int)
    case noMoreHints(total: Int, goal: String)
    case noHints(goal: String)
    case atFirstStep
    case atLastStep(Lesson)
    /// `next` on the last step of a complete lesson: the shell opens `to`, the one suggested
    /// next (after a lesson, its drills).
    case movingOn(from: Lesson, to: Lesson)
    case noLesson
    case unknownLesson(String, suggestion: String?)
    /// `lesson 99`: a number past the course's lessons (numbered 1 to `count`).
    case noLessonNumbered(String, count: Int)
    /// A lesson built in code with no steps (the parser never produces one).
    case emptyLesson(Lesson)
    case reset(String)
    case resetAll
    /// `lesson off`: back in free play.
    case leftLesson(Lesson)
}

extension WalkthroughEvent {
    /// `26a "Drill: ..."`: a lesson as `next` and the messages about it name it.
    static func name(of lesson: Lesson) -> String {
        (lesson.number.map { "\($0) " } ?? "") + "\"\(lesson.title)\""
    }

    /// The learner-facing text, ending with the command to type next. Lesson and step texts
    /// are Markdown, for the shell's Markdown renderer.
    public var text: String {
        switch self {
        case .lessonOpened(let lesson, let step, let resumed, let unmet):
            let opened = WalkthroughEvent.showStep(lesson: lesson, step: step, resumed: resumed, unmetPrerequisites: unmet).text
            guard !lesson.introduction.isEmpty else { return opened }
            return lesson.introduction + "\n\n" + opened
        case .nextOnUnfinishedStep(let step, let goal):
            return "Step \(step.number) is not done yet: \(goal). Type `next` again to go on anyway (`back` returns here), or `hint` for help."
        case .showStep(let lesson, let step, let resumed, let unmet):
            var lines: [String] = []
            // Each note is a paragraph of its own, apart from the step's heading line.
            if resumed { lines += ["Welcome back to \"\(lesson.title)\".", ""] }
            if !unmet.isEmpty {
                let names = unmet.count == 1 ? "lesson \(unmet[0])" : "lessons " + unmet.dropLast().joined(separator: ", ") + " and \(unmet[unmet.count - 1])"
                lines += ["Tip: this lesson builds on \(names), not done yet; you can do that first with `lesson \(unmet[0])`.", ""]
            }
            lines.append("\(lesson.title) - Step \(step.number) of \(lesson.steps.count): \(step.title)")
            lines.append("")
            lines.append(step.text)
            return lines.joined(separator: "\n")
        case .stepDone(let step, let next, let complete, let nextLesson):
            if complete, let nextLesson {
                return "Step \(step.number) done. Lesson complete! Type `next` for \(Self.name(of: nextLesson)), next in the path, or `lessons` to choose another."
            }
            if complete { return "Step \(step.number) done. Lesson complete! Type `lessons` to choose the next one." }
            if let next { return "Step \(step.number) done. Type `next` for step \(next.number): \(next.title)." }
            return "Step \(step.number) done. Some earlier steps are still open; type `back` to revisit them."
        case .notDoneYet(let step, let goal, _) where step.check.needsExercise:
            return "Step \(step.number) is not done yet. To do it: \(goal). Type `hint` for help."
        case .notDoneYet(let step, let goal, let lesson):
            let opening = "Step \(step.number) has no exercise to test: `check` here says whether you did what it asks, and you have not yet. "
                + "To do it: \(goal). Type `hint` for help"
            guard let exercise = lesson.steps.first(where: { $0.check.needsExercise }) else { return opening + "." }
            return opening + "; the lesson's exercise is step \(exercise.number) (`check \(lesson.id)` runs its tests now)."
        case .alreadyDone(let step, let next, let complete, let nextLesson):
            if let next { return "Step \(step.number) is already done. Type `next` for step \(next.number): \(next.title)." }
            if complete, let nextLesson {
                return "Step \(step.number) is already done, and it is the last step: the lesson is complete. Type `next` for \(Self.name(of: nextLesson)), next in the path, or `lessons` to choose another."
            }
            if complete { return "Step \(step.number) is already done, and it is the last step: the lesson is complete. Type `lessons` to choose the next one." }
            return "Step \(step.number) is already done, and it is the last step; some earlier steps are still open: type `back` to revisit them."
        case .hint(let text, let number, let total):
            return total > 1 ? "Hint \(number)/\(total): \(text)" : "Hint: \(text)"
        case .noMoreHints(let total, let goal):
            return "That was the last hint (\(total) of \(total)). The goal: \(goal)."
        case .noHints(let goal):
            return "No hints for this step. The goal: \(goal)."
        case .atFirstStep:
            return "This is the first step. Type `next` to go forward."
        case .atLastStep(let lesson):
            return "This is the last step of \"\(lesson.title)\". Type `lessons` to choose another lesson."
        case .movingOn(let lesson, let following):
            return "This is the last step of \"\(lesson.title)\", and the lesson is complete: on to \(Self.name(of: following)), next in the path."
        case .noLesson:
            return "No lesson is open. Type `lessons` to list them, then `lesson <id>` to start one."
        case .unknownLesson(let id, let suggestion):
            let guess = suggestion.map { " Did you mean `lesson \($0)`?" } ?? ""
            return "There is no lesson `\(id)`.\(guess) Type `lessons` to list them."
        case .noLessonNumbered(let number, let count):
            return "There is no lesson \(number): the course has \(count) lessons, numbered 1 to \(count). Type `lessons` to list them."
        case .emptyLesson(let lesson):
            return "Lesson `\(lesson.id)` has no steps yet. Type `lessons` to choose another one."
        case .reset(let id):
            return "Progress in `\(id)` cleared. Type `lesson \(id)` to start it again."
        case .resetAll:
            return "All progress cleared. Type `lessons` to start again."
        case .leftLesson(let lesson):
            return "Back in free play, as you left it; the lesson's sandbox is kept. Type `lesson \(lesson.id)` to continue \"\(lesson.title)\" where you stopped."
        }
    }
}
