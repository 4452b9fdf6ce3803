import ArchLabLoader
import ArchLabWorkbook
import Foundation

/// Connects the shell's lesson commands to the workbook's `Walkthrough`, `ExerciseChecker`
/// and progress store.
///
/// The course is read on first use, not at start-up, so the prompt appears at once.
/// Owned by the session; single-threaded like it.
public final class WorkbookLessons: LessonHost {
    private let loadCourse: () throws(ShellError) -> (Walkthrough, ExerciseChecker)
    let lessonsDirectory: URL?
    /// `--workspace DIR`, when the command line chose one (`WorkspaceContext`).
    let workspace: String?
    /// `ARCHLAB_SOLUTIONS=1`: `load` compiles the lessons' solutions, as `check` does.
    let useSolutions: Bool
    var loaded: (lessons: Walkthrough, checker: ExerciseChecker)?
    /// Set while `autocheck` is on (`WorkbookLessons+Autocheck`).
    var autocheck: ExerciseAutocheck?

    /// `lessonsDirectory` nil means none was found; lesson commands then say how to point at one.
    public init(lessonsDirectory: URL?, workspace: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.lessonsDirectory = lessonsDirectory
        self.workspace = workspace
        self.useSolutions = environment["ARCHLAB_SOLUTIONS"] == "1"
        loadCourse = { () throws(ShellError) -> (Walkthrough, ExerciseChecker) in
            guard let directory = lessonsDirectory else {
                throw ShellError.unavailable(feature: "lessons",
                                             reason: "no Lessons/ folder was found; run archlab from the ArchLab checkout or set ARCHLAB_LESSONS")
            }
            let course: Course
            do { course = try Course.load(from: directory) } catch {
                throw ShellError.unavailable(feature: "lessons", reason: "the course could not be read: \(error)")
            }
            // Ctrl-C during `check` stops the build or the tests and returns to the prompt.
            let process = ProcessCommandRunner(shouldCancel: { Interrupt.take() })
            // On a terminal, a progress line shows what the check is doing; scripts get nothing extra.
            let runner: any CommandRunner = CheckProgressLine.standardOutput().map { line in
                ProgressReportingRunner(wrapping: process, report: { line.handle($0) })
            } ?? process
            do {
                let checker = try WorkspaceContext.checker(lessonsDirectory: directory, workspace: workspace, environment: environment, runner: runner)
                var walkthrough = Walkthrough(course: course, store: try WorkspaceContext.progressStore(workspace: workspace, environment: environment))
                if let notice = checker.workspace?.formerFoldersNotice(course: course) { walkthrough.addNotice(notice) }
                return (walkthrough, checker)
            } catch {
                throw ShellError.unavailable(feature: "lessons", reason: "\(error)")
            }
        }
    }

    /// The course found the usual way (`ARCHLAB_LESSONS`, or `Lessons/` near the checkout),
    /// worked on in `workspace` when the command line chose one.
    public static func locatingLessons(workspace: String? = nil) -> WorkbookLessons {
        WorkbookLessons(lessonsDirectory: LessonsDirectory.locate(), workspace: workspace)
    }

    /// Whether exercises are built in the background while the learner reads (see
    /// `CourseWarmUp`): only for a person at a terminal, never for scripts, replays or tests.
    private var preparesBuilds = false

    /// Turns background builds on and starts one for the learner's next exercise; each lesson
    /// start then prepares its own. The interactive shell calls it once, at start.
    public func prepareBuildsInBackground(environment: [String: String] = ProcessInfo.processInfo.environment) {
        preparesBuilds = true
        CourseWarmUp.start(lessonsDirectory: lessonsDirectory, workspace: workspace, environment: environment)
    }

    func ready() throws(ShellError) -> (lessons: Walkthrough, checker: ExerciseChecker) {
        if let loaded { return loaded }
        let made = try loadCourse()
        loaded = made
        return made
    }

    public var position: (id: String, step: Int, stepCount: Int)? {
        guard let lessons = loaded?.lessons, let lesson = lessons.lesson, let step = lessons.currentStep else { return nil }
        return (lesson.id, step.number, lesson.steps.count)
    }

    /// The open lesson's code exercise: every `.swift` file the learner edits, tests excluded.
    public var exerciseSources: ExerciseSources? {
        guard let lessonsDirectory, let lesson = loaded?.lessons.lesson, let module = lesson.exercise,
              lesson.kind == .code else { return nil }
        let folder = lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent(useSolutions ? "Solution" : "Exercise")
        let files = LoadableModule.swiftFiles(under: folder).filter { !$0.path.contains("/Tests/") }
        return ExerciseSources(module: module, folder: folder, files: files)
    }

    public var welcomeBack: WelcomeBack? {
        guard let rows = (try? ready())?.lessons.overview, rows.contains(where: \.started),
              let next = rows.first(where: \.isSuggested) else { return nil }
        return WelcomeBack(number: next.lesson.number?.description ?? next.lesson.id, title: next.lesson.title, doneSteps: next.doneSteps, totalSteps: next.totalSteps)
    }

    public var lessonIDs: [String] {
        (try? ready())?.lessons.course.lessons.map(\.id) ?? []
    }

    /// Runs `body` on the course's walkthrough (kept for the next command) and checker, and
    /// adds the walkthrough's notices to what it reports.
    private func withLessons(_ body: (inout Walkthrough, ExerciseChecker) throws(ShellError) -> [LessonReport]) throws(ShellError) -> [Report] {
        var lessons = try ready().lessons
        let checker = try ready().checker
        defer { loaded?.lessons = lessons }
        lessons.noteActivity(at: Date())
        let out = try body(&lessons, checker)
        return (out + lessons.takeNotices().map(LessonReport.notice)).map(Report.lesson)
    }

    /// `solution [LESSON] [--give-up]` where there is no session (`archlab solution`): what
    /// `run(.solution(...), session:)` reports.
    public func solution(_ id: String?, giveUp: Bool) throws(ShellError) -> [Report] {
        try withLessons { (lessons, checker) throws(ShellError) in solution(id, giveUp: giveUp, lessons: &lessons, checker: checker) }
    }

    public func run(_ request: LessonRequest, session: Session) throws(ShellError) -> [Report] {
        try withLessons { (lessons, checker) throws(ShellError) in try lessonReports(request, session: session, lessons: &lessons, checker: checker) }
    }

    private func lessonReports(_ request: LessonRequest, session: Session, lessons: inout Walkthrough,
                               checker: ExerciseChecker) throws(ShellError) -> [LessonReport] {
        let probe = SessionProbe(session: session)
        var out: [LessonReport] = []
        switch request {
        case .overview: out = [.overview(lessons.overview, whereabouts: session.sandboxes?.whereabouts)]
        case .start(let id): out = open(id, from: session, lessons: &lessons, checker: checker)
        case .leave:
            let event = lessons.leave()
            if case .leftLesson = event { session.sandboxes?.leaveLesson() }
            out = [.page(event == .noLesson ? "You are in free play already; no lesson is open. Type `lessons` to list them, then `lesson N` to open one." : event.text)]
            out += followAutocheck(to: nil, checker: checker)
        case .next:
            let event = lessons.next(at: probe)
            out = [.page(event.text)]
            if case .movingOn(_, let following) = event { out += open(following.id, from: session, lessons: &lessons, checker: checker) }
        case .back: out = [.page(lessons.back(at: probe).text)]
        case .hint: out = [.page(lessons.hint().text)]
        case .check(let id):
            let target = lessons.lesson(named: id)
            if let id, target == nil {
                out = [.page(lessons.unknown(id).text)]
            } else if let lesson = target, lesson.exercise != nil, id != nil || lessons.currentStep?.check.needsExercise == true {
                // What this check reads needs no second check from autocheck.
                let watched = autocheck?.lesson.id == lesson.id
                if watched { autocheck?.noteChecked() }
                let check = lessons.checkExercise(lesson, with: checker)
                out.append(.checkResult(check.learnerText(retry: watched ? .saveUnderAutocheck : .typeCheck)))
                if id == nil, let news = lessons.stepNews(after: check, at: probe) { out.append(.page(news.text)) }
            } else {
                out = [.page(lessons.check(probe).text)]
            }
        case .reset(let target):
            switch target {
            case .current:
                guard let current = lessons.lesson else { out = [.page(WalkthroughEvent.noLesson.text)]; break }
                out = [.page(lessons.reset(current.id, at: freshSandbox(for: current.id, from: session)).text)]
            case .lesson(let id):
                let found = lessons.course.lesson(id: id)
                let isCurrent = found != nil && found?.id == lessons.lesson?.id
                if let found, !isCurrent { session.sandboxes?.forget(found.id) }
                out = [.page(lessons.reset(id, at: isCurrent ? freshSandbox(for: found?.id ?? id, from: session) : probe).text)]
            case .all(let confirmed):
                if confirmed {
                    session.sandboxes?.leaveLesson()
                    session.sandboxes?.forgetParked()
                    out += followAutocheck(to: nil, checker: checker)
                }
                out = (confirmed ? [.page(lessons.resetAll().text)] : [.confirmResetAll]) + out
            case .exercise(let id, let confirmed):
                out = [Self.resetExercise(id, confirmed: confirmed, lessons: lessons, workspace: checker.workspace)]
            }
        case .solution(let id, let giveUp):
            out = solution(id, giveUp: giveUp, lessons: &lessons, checker: checker)
        case .autocheck(let on):
            out = try autocheck(on, lesson: lessons.lesson, checker: checker, session: session)
        }
        return out
    }

    /// `solution [LESSON] [--give-up]`: the diff once the exercise passed, or after a
    /// recorded give-up; otherwise how to get it.
    private func solution(_ id: String?, giveUp: Bool, lessons: inout Walkthrough, checker: ExerciseChecker) -> [LessonReport] {
        guard let lesson = lessons.lesson(named: id) else {
            return [.page(id.map { lessons.unknown($0).text } ?? WalkthroughEvent.noLesson.text)]
        }
        switch lessons.solution(of: lesson, giveUp: giveUp, checker: checker) {
        case .noExercise: return [.noSolution(lessonID: lesson.id)]
        case .locked: return [.solutionLocked(lessonID: lesson.id)]
        case .shown(let comparison, let gaveUp): return [.solution(comparison, gaveUp: gaveUp)]
        }
    }

    /// `lesson ID` (or `next` after a complete lesson): opens it in its sandbox, starts its
    /// exercise's build while the learner reads, and moves autocheck to it.
    private func open(_ id: String, from session: Session, lessons: inout Walkthrough, checker: ExerciseChecker) -> [LessonReport] {
        var out = start(id, from: session, lessons: &lessons)
        lessons.noteActivity(at: Date()) // the new lesson's clock starts now
        // Compile the exercise while the learner reads, so the first `check` is quick.
        if preparesBuilds, let lesson = lessons.lesson, lesson.id == lessons.course.lesson(id: id)?.id { checker.warmUp(lesson) }
        out += followAutocheck(to: lessons.lesson, checker: checker)
        return out
    }

    /// `lesson ID`: opens the lesson in its sandbox (`Sandboxes`) and shows its page. A new
    /// sandbox resuming at step N first replays steps 1..N-1's walkthrough silently, and says
    /// so in one line; the parked sandbox of the same lesson is taken back as it was left.
    /// Without sandboxes (a session driven without a `Shell`) the lesson runs in `session`.
    private func start(_ id: String, from session: Session, lessons: inout Walkthrough) -> [LessonReport] {
        guard let sandboxes = session.sandboxes, let found = lessons.course.lesson(id: id), !found.steps.isEmpty else {
            return [.page(lessons.start(id, at: SessionProbe(session: session)).text)]
        }
        let step = lessons.resumeStep(of: found)
        let (sandbox, isNew) = sandboxes.enterLesson(found.id)
        var rebuilt: [LessonReport] = []
        if isNew, step > 1 {
            let commands = found.setupCommands(beforeStep: step)
            let failed = sandbox.runSilently(commands)
            var line = WalkthroughEvent.rebuiltText(step: step, commandCount: commands.count)
            if let first = failed.first {
                line += " \(failed.count) of them failed (first: `\(first)`); type `reset` to start the lesson afresh if the step does not work."
            }
            rebuilt = [.page(line)]
        }
        return [.page(lessons.start(found.id, at: SessionProbe(session: sandbox)).text)] + rebuilt
    }

    /// The probe of a fresh sandbox for `id` (reset of the open lesson: back to step 1 at
    /// clock 0), or of `session` when there are no sandboxes.
    private func freshSandbox(for id: String, from session: Session) -> SessionProbe {
        guard let sandboxes = session.sandboxes else { return SessionProbe(session: session) }
        return SessionProbe(session: sandboxes.enterLesson(id, fresh: true).session)
    }

    /// Evaluates the open lesson's current step once more and says whether it is done.
    /// Called by `LessonReplay` after a step's commands, before it types `next`.
    func settleCurrentStep(session: Session) -> (step: LessonStep, done: Bool)? {
        guard var lessons = loaded?.lessons, let lesson = lessons.lesson, let step = lessons.currentStep else { return nil }
        defer { loaded?.lessons = lessons }
        _ = lessons.evaluate(SessionProbe(session: session))
        return (step, lessons.book[lesson.id].doneSteps.contains(step.number))
    }

    /// Whether the open lesson's current step already holds, without marking it done.
    /// Called by `LessonReplay` right after a step is shown, before its commands.
    func currentStepHolds(session: Session, assumingExercisePassed: Bool) -> Bool? {
        loaded?.lessons.currentStepHolds(SessionProbe(session: session), assumingExercisePassed: assumingExercisePassed)
    }

    public func afterCommand(_ invocation: Invocation, session: Session) -> [Report] {
        guard var lessons = loaded?.lessons else { return [] }
        defer { loaded?.lessons = lessons }
        lessons.noteActivity(at: Date())
        let event = lessons.evaluate(SessionProbe(session: session))
        return ((event.map { [LessonReport.page($0.text)] } ?? []) + lessons.takeNotices().map(LessonReport.notice)).map(Report.lesson)
    }
}
