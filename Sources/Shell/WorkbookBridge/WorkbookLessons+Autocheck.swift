import ArchLabWorkbook
import Foundation

/// `autocheck on|off`: the open lesson's exercise is checked each time one of its files is
/// saved, while the learner types at the prompt. The interactive loop waits on
/// `changeDescriptor` with the keyboard and calls `takeChange` and `checkAfterChange`; the
/// check is the one `check` runs, so a pass moves the lesson on the same way.
///
/// Autocheck follows the open lesson: `lesson ID` of another lesson with an exercise watches
/// that one; a lesson without one, `lesson off`, `reset --all --yes` and `autocheck off` end it.
extension WorkbookLessons {
    public var changeDescriptor: Int32? { autocheck?.descriptor }

    public func takeChange() -> Bool { autocheck?.takeChange() ?? false }

    public func checkAfterChange(session: Session, announce: (String) -> Void) -> [Report] {
        guard let autocheck, let lessons = loaded?.lessons, lessons.lesson?.id == autocheck.lesson.id else { return [] }
        announce("Saved: checking `\(autocheck.lesson.id)`...")
        // On the step that asks for the exercise this is `check`; elsewhere `check LESSON`
        // (the result is recorded, the step is left alone).
        let stepNeedsIt = lessons.currentStep?.check.needsExercise == true
        do { return try run(.check(lesson: stepNeedsIt ? nil : autocheck.lesson.id), session: session) } catch {
            return [.failure(error)]
        }
    }

    /// `autocheck`, `autocheck on`, `autocheck off`.
    func autocheck(_ on: Bool?, lesson: Lesson?, checker: ExerciseChecker, session: Session) throws(ShellError) -> [LessonReport] {
        switch on {
        case nil:
            guard let autocheck else {
                return [.message("autocheck is off. `autocheck on` checks the open lesson's exercise each time you save one of its files.")]
            }
            return [.message("autocheck is on for `\(autocheck.lesson.id)`, watching \(Self.display(autocheck.folder)). `autocheck off` stops it.")]
        case false?:
            guard let current = autocheck else { return [.message("autocheck is off already.")] }
            autocheck = nil
            return [.message("autocheck is off. Type `check` after saving to check `\(current.lesson.id)`.")]
        case true?:
            guard let lesson else {
                throw .wrongState(reason: "autocheck checks the open lesson's exercise, and no lesson is open",
                                  nextStep: "type `lesson N` to open a lesson with an exercise, then `autocheck on`")
            }
            guard lesson.exercise != nil else {
                throw .wrongState(reason: "lesson `\(lesson.id)` has no exercise to check",
                                  nextStep: "type `lessons`: its Exercise column shows the lessons that have one")
            }
            guard session.sandboxes?.handlesEventsWhileReading == true else {
                throw .unavailable(feature: "autocheck",
                                   reason: "it checks while the shell waits for your next command, on a terminal or a pipe, and a script file or -c never waits; type `check` after saving, or run `archlab watch` in another terminal")
            }
            if let current = autocheck, current.lesson.id == lesson.id {
                return [.message("autocheck is on already, watching \(Self.display(current.folder)).")]
            }
            let made = makeAutocheck(for: lesson, checker: checker)
            guard made.folderExists else {
                throw .wrongState(reason: "there is no folder \(Self.display(made.folder)) to watch",
                                  nextStep: "type `reset \(lesson.id) --exercise` to see how to put the starter files back")
            }
            guard made.descriptor != nil else {
                throw .unavailable(feature: "autocheck", reason: "\(FileWatchers.noDescriptorReason); type `check` after saving")
            }
            autocheck = made
            return [.message("autocheck is on: each time you save a file in \(Self.display(made.folder)), `\(lesson.id)` is checked as `check` does. `autocheck off` stops it.")]
        }
    }

    /// After the open lesson changed (`lesson ID`, `lesson off`, `reset --all --yes`): autocheck
    /// watches the new lesson's exercise, or ends when there is none.
    func followAutocheck(to lesson: Lesson?, checker: ExerciseChecker) -> [LessonReport] {
        guard let current = autocheck, current.lesson.id != lesson?.id else { return [] }
        guard let lesson, lesson.exercise != nil else {
            autocheck = nil
            let why = lesson.map { "lesson `\($0.id)` has no exercise" } ?? "no lesson is open"
            return [.message("autocheck is off: \(why). `autocheck on` in a lesson with an exercise turns it on again.")]
        }
        let made = makeAutocheck(for: lesson, checker: checker)
        guard made.folderExists else {
            autocheck = nil
            return [.message("autocheck is off: there is no folder \(Self.display(made.folder)) to watch. Type `reset \(lesson.id) --exercise` to see how to put the starter files back.")]
        }
        autocheck = made
        return [.message("autocheck now watches \(Self.display(made.folder)) for `\(lesson.id)`.")]
    }

    private func makeAutocheck(for lesson: Lesson, checker: ExerciseChecker) -> ExerciseAutocheck {
        ExerciseAutocheck(lesson: lesson, folder: ExerciseAutocheck.folder(for: lesson, workspace: checker.workspace,
                                                                           lessonsDirectory: checker.lessonsDirectory,
                                                                           solutions: useSolutions))
    }

    /// `folder` as the learner would type it: relative to the current folder when inside it.
    private static func display(_ folder: URL) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        let path = folder.standardizedFileURL.path + "/"
        return path.hasPrefix(here) && path != here ? String(path.dropFirst(here.count)) : path
    }
}
