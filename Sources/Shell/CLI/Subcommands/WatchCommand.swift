import ArchLabWorkbook
import Foundation

/// `archlab watch [LESSON]`: checks the current exercise, then again each time one of its
/// files is saved, and moves on to the next unfinished exercise when it passes (like
/// rustlings). Runs until every exercise passes or Ctrl-C. Needs a workspace.
struct WatchCommand {
    var lesson: String?

    func run(sink: TextSink, workspace: String?, environment: [String: String]) -> Int32 {
        let out = SubcommandOutput(sink: sink)
        guard let (course, lessons) = out.loadCourse(environment: environment) else { return 2 }
        let checker: ExerciseChecker
        do { checker = try WorkspaceContext.checker(lessonsDirectory: lessons, workspace: workspace, environment: environment) } catch {
            out.fail(.workspace("\(error)"))
            return 2
        }
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
            guard let next = course.renames.migrate(store.load().book).nextUnpassedExercise(in: course) else {
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
            let check = ExerciseCheck(current, checker: checker)
            let result = check.result
            out.report(.workbook(check.learnerText(retry: .saveUnderWatch)))
            var loaded = store.load()
            loaded.book = course.renames.migrate(loaded.book)
            loaded.book[current.id].recordCheck(result.checkEnd)
            if let notice = loaded.notice { out.note(.workbook(notice)) }
            do { try store.save(loaded.book) } catch { out.note(.progressNotSaved(reason: "\(error)")) }
            if result.passed {
                guard let next = loaded.book.nextUnpassedExercise(in: course, from: current) else {
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
