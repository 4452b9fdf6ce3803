import ArchLabWorkbook
import Foundation

/// Prepares the course build while the learner reads: when the shell starts on a terminal,
/// the next exercise the learner has not passed is built in the background (the course
/// libraries first, which on a fresh checkout take minutes), so the first `check` only
/// compiles the learner's file. Lesson starts warm their own exercise the same way
/// (`ExerciseChecker.warmUp`).
enum CourseWarmUp {
    /// Reads the course and the learner's progress on a thread of its own (the prompt does
    /// not wait for them), then starts the build. Does nothing when `ARCHLAB_WARMUP=0`, when
    /// there is no course, or when every code exercise has passed.
    static func start(lessonsDirectory: URL?, workspace: String?, environment: [String: String]) {
        guard environment["ARCHLAB_WARMUP"] != "0", let directory = lessonsDirectory else { return }
        Thread.detachNewThread {
            guard let course = try? Course.load(from: directory),
                  let checker = try? WorkspaceContext.checker(lessonsDirectory: directory, workspace: workspace, environment: environment),
                  let store = try? WorkspaceContext.progressStore(workspace: workspace, environment: environment),
                  let lesson = lessonToPrepare(in: course, book: course.renames.migrate(store.load().book)) else { return }
            checker.warmUp(lesson, environment: environment)
        }
    }

    /// The first exercise, in course order, that has not passed.
    static func lessonToPrepare(in course: Course, book: ProgressBook) -> Lesson? {
        course.lessons.first { $0.exercise != nil && book[$0.id].exercise != .passed }
    }
}
