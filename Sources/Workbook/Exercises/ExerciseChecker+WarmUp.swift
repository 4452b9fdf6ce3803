import Foundation

extension ExerciseChecker {
    /// Starts building a workspace exercise in the background and returns at once, so that
    /// the learner's first `check` finds the course libraries and the exercise compiled.
    ///
    /// Called by the shell when a lesson starts, while the learner reads its first step. A
    /// `check` that comes before the build ends waits for it (SwiftPM's lock), so this only
    /// ever saves time. Only in a workspace, for code exercises; `ARCHLAB_WARMUP=0` turns it off.
    public func warmUp(_ lesson: Lesson, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["ARCHLAB_WARMUP"] != "0", let workspace, let module = lesson.exercise, lesson.kind == .code else { return }
        let sources = workspace.exerciseFiles(for: lesson)
        let tests = SourceFiles.regularFiles(under: lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent("Tests"))
        guard !sources.isEmpty else { return }
        let package = scratchPackage(module: module, sources: sources, tests: tests)
        guard package.exclusively({ (try? package.write()) != nil }) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = package.buildCommand
        process.currentDirectoryURL = workspaceScratch
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
