import ArchLabWorkbook
import Foundation

/// `archlab watch [LESSON]`: checks the current exercise, then again each time one of its
/// files is saved, and moves on to the next unfinished exercise when it passes (like
/// rustlings). Runs until every exercise passes or Ctrl-C. Needs a workspace.
struct WatchCommand {
    var lesson: String?

    func run(_ context: SubcommandContext) -> Int32 {
        let out = SubcommandOutput(sink: context.sink)
        guard let (course, checker) = out.loadCourseAndChecker(context) else { return 2 }
        guard let workspace = checker.workspace else {
            out.fail(.watchNeedsWorkspace)
            return 2
        }
        let store = ProgressStore(fileURL: workspace.progressURL)
        var current: Lesson
        if let lesson {
            guard let found = course.lesson(id: lesson), found.exercise != nil else {
                out.fail(.notAnExercise(lesson))
                return 2
            }
            current = found
        } else {
            guard let next = Walkthrough(course: course, store: store).book.nextUnpassedExercise(in: course) else {
                out.report(.everyExercisePassesAlready)
                return 0
            }
            current = next
        }
        while true {
            let folder = workspace.folder(for: current).appendingPathComponent(current.kind == .tests ? "Tests" : "")
            // Watching starts before the check, so a save made while it runs, or before the
            // learner has read its verdict, is seen and checked, never lost.
            let watcher = FileWatchers.watching([folder])
            out.report(.watchChecking(id: current.id, folder: current.folder))
            // Read afresh for each check: the shell may have recorded progress meanwhile.
            var walkthrough = Walkthrough(course: course, store: store)
            let check = walkthrough.checkExercise(current, with: checker)
            out.report(.workbook(check.learnerText(retry: .saveUnderWatch)))
            for notice in walkthrough.takeNotices() { out.note(.notice(notice)) }
            if check.result.passed {
                guard let next = walkthrough.book.nextUnpassedExercise(in: course, from: current) else {
                    out.report(.everyExercisePasses)
                    return 0
                }
                out.report(.watchNext(id: next.id, folder: next.folder))
                current = next
                continue
            }
            out.report(.watching(folder: folder.path))
            while !watcher.waitForChange(timeout: 3600) {}
        }
    }
}
