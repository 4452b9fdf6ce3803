import Foundation

extension ExerciseChecker {
    /// Starts building an exercise in the background and returns at once, so that the
    /// learner's first `check` finds the course libraries and the exercise compiled.
    ///
    /// The shell calls it when it starts on a terminal (for the next exercise the learner has
    /// not passed) and when a lesson starts, while the learner reads. On a fresh checkout the
    /// course libraries take minutes to compile; afterwards a build only compiles what changed.
    /// A `check` that comes before the build ends waits for it (the build folder's lock,
    /// `ScratchPackage.exclusively`, which checkout builds take too), so this only ever saves time.
    /// `ARCHLAB_WARMUP=0` turns it off (tests and scripts set it).
    public func warmUp(_ lesson: Lesson, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["ARCHLAB_WARMUP"] != "0", let job = warmUpJob(lesson) else { return }
        // A thread of its own: in a workspace it holds the build folder's lock while it builds.
        Thread.detachNewThread { job() }
    }

    /// The work `warmUp` runs: the very build `check` starts for `lesson` (same folder,
    /// command and environment, so SwiftPM reuses it), at a lower CPU priority. Nil when the
    /// lesson has no exercise or its files are missing.
    ///
    /// A plain runner by default: the shell's own reports progress and takes Ctrl-C, neither
    /// of which belongs to a build the learner did not ask for.
    func warmUpJob(_ lesson: Lesson, runner: any CommandRunner = ProcessCommandRunner()) -> (@Sendable () -> Void)? {
        guard let module = lesson.exercise else { return nil }
        let timeout = buildTimeout
        if lesson.kind == .tests {
            // The learner's tests against the reference and every seeded bug, in one package.
            guard let package = testWritingPackage(lesson, module: module) else { return nil }
            return { Self.build(package, runner: runner, timeout: timeout) }
        }
        guard let workspace else {
            let build = checkoutBuild(of: lesson), directory = lessonsDirectory
            let spec = checkoutBuildSpec(environment: build.environment), folder = checkoutBuildDirectory
            return {
                ScratchPackage.exclusively(buildDirectory: folder) {
                    _ = runner.run(runner.sandbox.command(Self.niced(build.command), spec: spec), in: directory, environment: build.environment, timeout: timeout)
                }
            }
        }
        let package = workspacePackage(lesson, module: module, in: workspace)
        guard !package.targets[0].sources.isEmpty else { return nil }
        return { Self.build(package, runner: runner, timeout: timeout) }
    }

    /// Writes `package` and builds it, niced, holding its build folder's lock as `check` does.
    private static func build(_ package: ScratchPackage, runner: any CommandRunner, timeout: Double) {
        package.exclusively {
            guard (try? package.write()) != nil else { return }
            _ = runner.run(runner.sandbox.command(niced(package.buildCommand), spec: package.buildSpec), in: package.directory,
                           environment: package.buildEnvironment, timeout: timeout)
        }
    }

    /// `command` run by `nice`, so a background build leaves the learner's shell responsive.
    static func niced(_ command: [String]) -> [String] { ["nice", "-n", "10"] + command }
}
