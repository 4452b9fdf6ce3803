import Foundation

extension ExerciseChecker {
    /// Starts building a workspace exercise in the background and returns at once, so that
    /// the learner's first `check` finds the course libraries and the exercise compiled.
    ///
    /// Called by the shell when a lesson starts, while the learner reads its first step. A
    /// `check` that comes before the build ends waits for it (the build folder's lock), so this only
    /// ever saves time. Only in a workspace, for code exercises; `ARCHLAB_WARMUP=0` turns it off.
    public func warmUp(_ lesson: Lesson, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["ARCHLAB_WARMUP"] != "0", let workspace, let module = lesson.exercise, lesson.kind == .code else { return }
        let sources = workspace.exerciseFiles(for: lesson)
        let tests = SourceFiles.regularFiles(under: lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent("Tests"))
        guard !sources.isEmpty else { return }
        let package = scratchPackage(module: module, sources: sources, tests: tests)
        // A plain runner: the shell's own reports progress and takes Ctrl-C, neither of which
        // belongs to a build the learner did not ask for.
        let scratch = workspaceScratch, runner = ProcessCommandRunner(), timeout = buildTimeout
        // A thread of its own holds the build folder's lock while it builds, so a `check`
        // waits for it instead of testing a bundle this build is replacing.
        Thread.detachNewThread {
            package.exclusively {
                guard (try? package.write()) != nil else { return }
                _ = runner.run(package.buildCommand, in: scratch, environment: [:], timeout: timeout)
            }
        }
    }
}
