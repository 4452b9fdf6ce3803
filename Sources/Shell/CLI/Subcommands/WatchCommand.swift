import ArchLabWorkbook
import Foundation

/// `archlab watch [LESSON]`: checks the current exercise, then again each time one of its
/// files is saved, and moves on to the next unfinished exercise when it passes (like
/// rustlings). Runs until every exercise passes or Ctrl-C. Needs a workspace.
struct WatchCommand {
    var lesson: String?

    func run(sink: TextSink, workspace: String?, environment: [String: String]) -> Int32 {
        guard let lessons = LessonsDirectory.locate(environment: environment), let course = try? Course.load(from: lessons) else {
            sink.write("archlab: no readable course found; run the archlab of an ArchLab checkout or set ARCHLAB_LESSONS", isError: true)
            return 2
        }
        let checker: ExerciseChecker
        do { checker = try WorkspaceContext.checker(lessonsDirectory: lessons, workspace: workspace, environment: environment) } catch {
            sink.write("archlab: \(error)", isError: true)
            return 2
        }
        guard let workspace = checker.workspace else {
            sink.write("archlab: watch works in a workspace; make one with `archlab init DIR`, then run `archlab watch` inside it.", isError: true)
            return 2
        }
        let store = ProgressStore(fileURL: workspace.progressURL)
        var current: Lesson
        if let lesson {
            guard let found = course.lesson(id: lesson), found.exercise != nil else {
                sink.write("archlab: '\(ShellError.shorten(lesson))' is not a lesson with an exercise. Type `archlab progress` to see them.", isError: true)
                return 2
            }
            current = found
        } else {
            guard let next = course.renames.migrate(store.load().book).nextUnpassedExercise(in: course) else {
                sink.write("Every exercise passes already. Name one to watch it anyway: archlab watch LESSON", isError: false)
                return 0
            }
            current = next
        }
        while true {
            let folder = workspace.folder(for: current).appendingPathComponent(current.kind == .tests ? "Tests" : "")
            // Watching starts before the check, so a save made while it runs, or before the
            // learner has read its verdict, is seen and checked, never lost.
            let watcher = FileWatchers.watching([folder])
            sink.write("Checking \(current.id) (\(current.folder)/)...", isError: false)
            sink.flush()
            let result = checker.check(current)
            sink.write(result.learnerText(hint: current.hint(after: result), retry: "save them again (`archlab watch` checks each save)"), isError: false)
            var loaded = store.load()
            loaded.book = course.renames.migrate(loaded.book)
            loaded.book[current.id].recordCheck(result.checkEnd)
            for notice in [loaded.notice].compactMap({ $0 }) { sink.write(notice, isError: true) }
            do { try store.save(loaded.book) } catch { sink.write("note: progress not saved: \(error)", isError: true) }
            if result.passed {
                guard let next = loaded.book.nextUnpassedExercise(in: course, from: current) else {
                    sink.write("Every exercise passes. Well done!", isError: false)
                    sink.flush()
                    return 0
                }
                sink.write("Next: \(next.id) in \(next.folder)/", isError: false)
                current = next
                continue
            }
            sink.write("Watching \(folder.path.hasSuffix("/") ? folder.path : folder.path + "/"): save a file to check again (Ctrl-C stops).", isError: false)
            sink.flush()
            while !watcher.waitForChange(timeout: 3600) {}
        }
    }
}
