extension Workspace {
    /// The README a new workspace starts with: where things are and the commands to type.
    static func learnerReadme(course: Course) -> String {
        let rows = course.lessons.compactMap { lesson -> String? in
            guard lesson.exercise != nil else { return nil }
            return "| `\(lesson.folder)/` | \(lesson.title) |"
        }
        return """
            # My ArchLab work

            This folder holds only what you write: one folder per lesson exercise, and your
            progress (`\(progressFileName)`). The tests live in the course, not here: `check`
            builds your files against the course's own tests, so nothing you put here can
            change what a test expects.

            ## Every day

            1. Start the shell here: `archlab` (it finds this workspace from any folder inside it).
            2. Type `lessons`, then `lesson 1` (or the lesson you are on), and follow the steps.
            3. Edit the exercise files below in any editor; type `check` to build and test them,
               or `autocheck on` once to have every save checked while you keep typing (or run
               `archlab watch` in a second terminal to re-check on every save).
            4. Commit as you go: `git add -A && git commit -m "lesson 1"`.

            Stuck? Type `hint` in the lesson. Want the starter file back? `archlab reset LESSON --exercise`.
            Passed? `solution` compares your files with the reference solution (`solution --give-up`
            shows it sooner; your teacher sees that you gave up).

            ## Exercises

            | folder | lesson |
            |---|---|
            \(rows.joined(separator: "\n"))

            Keep the file names and the `public` names in them: the tests call them.
            Files other than your exercise sources (tests, `Package.swift`, scripts) are ignored
            by grading and reported to your teacher.

            """
    }
}
