import Foundation

/// The guided-lesson state machine the shell drives: which lesson and step the learner is
/// on, hints given, steps done, all saved through a `ProgressStore`.
///
/// The shell calls `start` for `lesson ID`, `next`/`back`/`hint`/`check` for those commands,
/// and `evaluate` after every other command; each returns a `WalkthroughEvent` to print
/// (its `text` is ready for the learner). Single-threaded: owned by the shell's session.
public struct Walkthrough: Sendable {
    public let course: Course
    private let store: ProgressStore
    public private(set) var book: ProgressBook
    /// The lesson being followed, or nil before `lesson ID`.
    public private(set) var lesson: Lesson?
    private var stepIndex = 0
    /// The current step's hints already shown (by `hint` or with a failed check's report).
    private var shownHints: [String] = []
    /// Per lesson, the tests of its latest `check` that ran to its end, in the order they ran;
    /// no entry when none ran (no check yet, or the build failed). Hints follow them
    /// (`LessonStep.hints(after:)`).
    private var checkedTests: [String: [TestCaseResult]] = [:]
    private var notices: [WalkthroughNotice] = []
    /// What the shell looked like when the current step was shown; nil when the caller gave
    /// no probe (then everything since the session started counts, as before steps had windows).
    public private(set) var window: StepWindow?
    /// `next` on this unfinished step already said it is not done; the next `next` moves on.
    private var warnedNext = false
    /// The lesson `lesson off` left, while no other is open: still the one to go on with.
    public private(set) var leftLessonID: String?
    /// When the learner last did something in the open lesson (see `noteActivity(at:)`).
    private var lastActivity: Date?

    /// Loads progress from `store`; a problem with the file becomes a notice (see `takeNotices`).
    public init(course: Course, store: ProgressStore) {
        self.course = course
        self.store = store
        let loaded = store.load()
        book = course.renames.migrate(loaded.book)
        if let notice = loaded.notice { notices.append(.message(notice)) }
    }

    /// Adds a message for the learner, printed with the next `takeNotices()` (the shell adds
    /// one when its workspace still has folders from before a renumbering).
    public mutating func addNotice(_ notice: String) { notices.append(.message(notice)) }

    /// Messages about the progress file (damaged, not saved) the shell must print; each is
    /// returned once. Call after every session method.
    public mutating func takeNotices() -> [WalkthroughNotice] {
        defer { notices.removeAll() }
        return notices
    }

    /// The step the learner is on, or nil before `lesson ID`.
    public var currentStep: LessonStep? {
        guard let lesson, lesson.steps.indices.contains(stepIndex) else { return nil }
        return lesson.steps[stepIndex]
    }

    /// `lesson ID`: starts the lesson, or resumes it at the step where the learner stopped,
    /// showing its introduction first.
    ///
    /// - Parameter probe: the shell as the step begins; the step is then earned only by what
    ///   happens after this call (`StepWindow`).
    public mutating func start(_ id: String, at probe: (any LessonStateProbe)? = nil) -> WalkthroughEvent {
        guard let found = course.lesson(id: id) else { return unknown(id) }
        guard !found.steps.isEmpty else { return .emptyLesson(found) }
        let resumed = book.hasStarted(found.id)
        lesson = found
        lastActivity = nil
        leftLessonID = nil
        stepIndex = resumeStep(of: found) - 1
        forgetHints()
        let position = stepIndex + 1
        save { $0.currentStep = position }
        openWindow(probe)
        // As the learner types them: the number (`lesson 15`), else the id.
        let unmet = found.prerequisites.filter { !isComplete($0) }.map { id in course.lesson(id: id)?.number?.description ?? id }
        return .lessonOpened(lesson: found, step: found.steps[stepIndex], resumed: resumed, unmetPrerequisites: unmet)
    }

    /// The step `lesson ID` opens `lesson` at: where the learner stopped, or 1.
    public func resumeStep(of lesson: Lesson) -> Int {
        min(max(book[lesson.id].currentStep, 1), max(lesson.steps.count, 1))
    }

    /// `lesson off`: closes the lesson for free play. Progress stays; `start` resumes it.
    public mutating func leave() -> WalkthroughEvent {
        guard let left = lesson else { return .noLesson }
        lesson = nil
        leftLessonID = left.id
        stepIndex = 0
        forgetHints()
        window = nil
        warnedNext = false
        return .leftLesson(left)
    }

    /// `next`: moves to the following step. On a step that is not done, the first `next`
    /// only says so (with the goal and how to go on anyway); typing `next` again moves on, so
    /// the learner may skip and come back. On the last step of a complete lesson it answers
    /// `.movingOn` to the lesson suggested next, which the shell opens.
    public mutating func next(at probe: (any LessonStateProbe)? = nil) -> WalkthroughEvent {
        guard let lesson, let step = currentStep else { return .noLesson }
        guard stepIndex + 1 < lesson.steps.count else {
            if isComplete(lesson.id), let following = lessonAfter(lesson) { return .movingOn(from: lesson, to: following) }
            return .atLastStep(lesson)
        }
        if !book[lesson.id].doneSteps.contains(step.number), !warnedNext {
            warnedNext = true
            return .nextOnUnfinishedStep(step, goal: step.check.goal)
        }
        return move(to: stepIndex + 1, in: lesson, probe: probe)
    }

    /// `back`: returns to the previous step.
    public mutating func back(at probe: (any LessonStateProbe)? = nil) -> WalkthroughEvent {
        guard let lesson else { return .noLesson }
        guard stepIndex > 0 else { return .atFirstStep }
        return move(to: stepIndex - 1, in: lesson, probe: probe)
    }

    /// `hint`: the current step's next hint, one more each time, counted in the lesson's
    /// progress as a hint asked for. Hints escalate in the order the lesson gives them
    /// (concept, then API, then near-code); after a `check` the ones tied to its first failing
    /// test come first and the ones tied only to passing tests are left out
    /// (`LessonStep.hints(after:)`).
    public mutating func hint() -> WalkthroughEvent {
        guard let step = currentStep else { return .noLesson }
        let all = step.hints(after: latestTests)
        guard !all.isEmpty else { return .noHints(goal: step.check.goal) }
        guard let next = all.first(where: { !shownHints.contains($0) }) else {
            return .noMoreHints(total: all.count, goal: step.check.goal)
        }
        shownHints.append(next)
        save { $0.recordHint() }
        return .hint(next, number: all.filter { shownHints.contains($0) }.count, total: all.count)
    }

    /// Remembers the tests of a `check` of `lessonID`'s exercise that ran to its end (`run`
    /// nil: the build failed, no test ran), so that the hints follow what fails now.
    public mutating func noteCheckedTests(_ run: TestRun?, lessonID: String) {
        guard let id = course.lesson(id: lessonID)?.id else { return }
        checkedTests[id] = run.flatMap { $0.cases.isEmpty ? nil : $0.cases }
    }

    /// After a `check` of the exercise failed (call `noteCheckedTests` first): the hint to
    /// print under its report, tied to the first failing test when the lesson has one for it
    /// (`LessonStep.hintAfterFailedCheck`); nil when nothing is left. It counts as shown, so
    /// `hint` goes on with the next one, but not as asked for: progress counts only `hint`.
    public mutating func hintForFailedCheck() -> String? {
        guard let step = currentStep, let next = step.hintAfterFailedCheck(latestTests, shown: shownHints) else { return nil }
        if !shownHints.contains(next) { shownHints.append(next) }
        return next
    }

    /// The tests of the open lesson's latest check, if any ran.
    private var latestTests: [TestCaseResult]? { lesson.flatMap { checkedTests[$0.id] } }

    /// Called by the shell after every command: reports `.stepDone` exactly once, the first
    /// time the current step's check holds (judged from the step's start); nil otherwise.
    public mutating func evaluate(_ probe: some LessonStateProbe) -> WalkthroughEvent? {
        window?.observe(probe)
        guard let lesson, let step = currentStep, !book[lesson.id].doneSteps.contains(step.number) else { return nil }
        guard step.check.isSatisfied(by: probe, exercisePassed: book[lesson.id].exercise == .passed,
                                     in: window ?? .wholeSession) else { return nil }
        let number = step.number
        save { $0.markDone(number) }
        let following = lesson.steps.indices.contains(stepIndex + 1) ? lesson.steps[stepIndex + 1] : nil
        let complete = isComplete(lesson.id)
        return .stepDone(step, next: following, lessonComplete: complete, nextLesson: complete ? lessonAfter(lesson) : nil)
    }

    /// The lesson `next` opens after the last step of `lesson`, once it is complete: the one
    /// suggested next (its drills first), unless that is `lesson` itself.
    func lessonAfter(_ lesson: Lesson) -> Lesson? {
        guard let following = suggestedNext, following.id != lesson.id else { return nil }
        return following
    }

    /// Whether the current step's check holds now, without marking anything done: asked
    /// right after a step is shown, a true answer means the step would be done before its own
    /// commands ran (`archlab replay` reports it). Nil without a lesson.
    public func currentStepHolds(_ probe: some LessonStateProbe, assumingExercisePassed: Bool = false) -> Bool? {
        guard let lesson, let step = currentStep else { return nil }
        return step.check.isSatisfied(by: probe, exercisePassed: assumingExercisePassed || book[lesson.id].exercise == .passed,
                                      in: window ?? .wholeSession)
    }

    /// `check` on a step without an exercise: says whether the step is done, and if not, what is missing.
    /// (With an exercise the shell runs `ExerciseChecker`, calls `recordExercise`, then this.)
    public mutating func check(_ probe: some LessonStateProbe) -> WalkthroughEvent {
        guard let step = currentStep else { return .noLesson }
        if let done = evaluate(probe) { return done }
        guard let lesson else { return .noLesson }
        if book[lesson.id].doneSteps.contains(step.number) {
            let following = lesson.steps.indices.contains(stepIndex + 1) ? lesson.steps[stepIndex + 1] : nil
            let complete = isComplete(lesson.id)
            return .alreadyDone(step, next: following, lessonComplete: complete, nextLesson: complete && following == nil ? lessonAfter(lesson) : nil)
        }
        return .notDoneYet(step, goal: step.check.goal, lesson: lesson)
    }

    /// Stores the result of the current lesson's exercise check, so `exercise passes` can hold.
    /// Called by the shell after `ExerciseChecker.check`; follow it with `evaluate`.
    public mutating func recordExercise(passed: Bool, lessonID: String? = nil) {
        guard let id = lessonID ?? lesson?.id else { return }
        save(id) { $0.recordCheck(passed ? .passed : .failed) }
    }

    /// `solution --give-up`: records that the learner saw the solution before passing.
    public mutating func recordGiveUp(lessonID: String) {
        save(lessonID) { $0.gaveUp = true }
    }

    /// `reset LESSON`: forgets that lesson's progress; if it is the current one, back to step 1,
    /// which is then earned by what happens after this call (`probe`).
    public mutating func reset(_ id: String, at probe: (any LessonStateProbe)? = nil) -> WalkthroughEvent {
        guard let found = course.lesson(id: id) else { return unknown(id) }
        book.remove(found.id)
        checkedTests[found.id] = nil
        persist()
        if lesson?.id == found.id {
            stepIndex = 0
            forgetHints()
            openWindow(probe)
        }
        return .reset(found.id)
    }

    /// `reset --all`, once the learner confirmed: forgets everything and leaves the lesson.
    public mutating func resetAll() -> WalkthroughEvent {
        book = ProgressBook()
        checkedTests = [:]
        persist()
        lesson = nil
        leftLessonID = nil
        stepIndex = 0
        forgetHints()
        window = nil
        warnedNext = false
        return .resetAll
    }

    /// The `lessons` listing: every lesson with its progress, where it stands in the
    /// prerequisite graph and whether it is the one to take next, in the graph's order (every
    /// lesson after the ones it needs; folder numbers break ties).
    public var overview: [LessonOverview] {
        let suggested = suggestedNext?.id
        return course.graph.order.map { lesson in
            let progress = book[lesson.id]
            var row = LessonOverview(lesson: lesson, started: book.hasStarted(lesson.id),
                                     doneSteps: progress.doneSteps.filter { $0 <= lesson.steps.count }.count,
                                     exercise: progress.exercise, isCurrent: self.lesson?.id == lesson.id)
            row.status = status(of: lesson.id)
            row.prerequisites = lesson.prerequisites.compactMap { course.lesson(id: $0) }
            row.isSuggested = lesson.id == suggested
            return row
        }
    }

    /// Every step of the lesson is done.
    public func isComplete(_ id: String) -> Bool {
        guard let lesson = course.lesson(id: id) else { return false }
        let done = Set(book[lesson.id].doneSteps)
        return lesson.steps.allSatisfy { done.contains($0.number) }
    }

    private mutating func move(to index: Int, in lesson: Lesson, probe: (any LessonStateProbe)?) -> WalkthroughEvent {
        stepIndex = index
        forgetHints()
        let position = index + 1
        save { $0.currentStep = position }
        openWindow(probe)
        return .showStep(lesson: lesson, step: lesson.steps[index], resumed: false, unmetPrerequisites: [])
    }

    private mutating func forgetHints() {
        shownHints = []
    }

    /// Time on the open lesson: called after each command with the wall clock. The time since
    /// the previous call is added, capped at `idleCap` seconds, so a learner who walks away
    /// is not counted; nothing is counted while no lesson is open.
    public mutating func noteActivity(at now: Date, idleCap: Double = 5 * 60) {
        guard lesson != nil else { lastActivity = nil; return }
        guard let last = lastActivity else { lastActivity = now; return }
        let elapsed = now.timeIntervalSince(last)
        guard elapsed.isFinite, elapsed >= 0 else { lastActivity = now; return } // the clock went back
        if elapsed > idleCap {
            lastActivity = now
            save { $0.addTime(seconds: idleCap, cap: idleCap) }
            return
        }
        // Whole seconds only, the rest carried to the next call, so quick commands add up.
        let whole = elapsed.rounded(.down)
        guard whole >= 1 else { return }
        lastActivity = last.addingTimeInterval(whole)
        save { $0.addTime(seconds: whole, cap: idleCap) }
    }

    /// A new step is shown: what happens from now on earns it.
    private mutating func openWindow(_ probe: (any LessonStateProbe)?) {
        warnedNext = false
        guard let probe, let step = currentStep else { window = nil; return }
        window = StepWindow.begin(probe, streams: step.check.streams)
    }

    private mutating func save(_ id: String? = nil, _ change: (inout LessonProgress) -> Void) {
        guard let id = id ?? lesson?.id else { return }
        change(&book[id])
        persist()
    }

    private mutating func persist() {
        do { try store.save(book) } catch {
            notices.append(.progressNotSaved(reason: "\(error)"))
        }
    }

    /// `lesson ID` for an ID the course lacks: a number says how many lessons there are; a
    /// name gets the closest lesson name when it looks like a typo.
    public func unknown(_ id: String) -> WalkthroughEvent {
        if Int(id) != nil { return .noLessonNumbered(id, count: course.lessons.count) }
        let closest = course.lessons.map(\.id).min { $0.editDistance(to: id) < $1.editDistance(to: id) }
        let suggestion = closest.flatMap { $0.editDistance(to: id) <= max(1, min(3, id.count / 3 + 1)) ? $0 : nil }
        return .unknownLesson(id, suggestion: suggestion)
    }
}
