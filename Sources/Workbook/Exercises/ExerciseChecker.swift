import ArchLabToolchain
import Foundation
import Synchronization

/// Builds a lesson's exercise in the nested `Lessons/` package and runs its tests.
///
/// Steps: verify the tests against `Lessons/tests.sha256`; `swift build --build-tests` with
/// only that lesson (`ARCHLAB_LESSON`); `swift test --skip-build --filter <Module>Tests`.
/// A workspace's exercise, and any test-writing exercise, is built in a `ScratchPackage`
/// instead (see `check(_:module:in:result:)` and `checkTestWriting`).
/// Called by the shell's `check` and by `Grader`; it blocks until the tools finish.
public struct ExerciseChecker: Sendable {
    public let lessonsDirectory: URL
    /// Check `Solution/` instead of `Exercise/` (`ARCHLAB_SOLUTIONS=1`, own build folder).
    public var solutions: Bool
    public var runner: any CommandRunner
    /// The learner's workspace; nil checks the exercise files inside the course checkout.
    /// With one, the exercise sources come from the workspace and everything else from the
    /// course, assembled in `workspaceScratch` (see `ScratchPackage`).
    public var workspace: Workspace?
    /// The course-owned folder where a workspace's exercises are assembled and built.
    public var workspaceScratch: URL
    /// Seconds before `swift build` is stopped (a cold first build compiles the whole library).
    public var buildTimeout: Double = 1800
    /// Seconds before `swift test` is stopped (an exercise may loop forever).
    public var testTimeout: Double = 120
    /// Whether the learner's compiled module is screened by `SymbolPolicy` after it built and
    /// before its tests run. Off only in tests that prove the sandbox holds on its own.
    public var screensSymbols = true
    /// The order a test-writing check starts its variants' runs in (`MutantRound.order`):
    /// random, so no test can count on the reference's run coming first; tests fix it.
    var runOrder: @Sendable (Int) -> [Int] = { Array(0..<$0).shuffled() }

    public init(lessonsDirectory: URL, solutions: Bool = false, runner: any CommandRunner = ProcessCommandRunner()) {
        self.lessonsDirectory = lessonsDirectory
        self.solutions = solutions
        self.runner = runner
        self.workspaceScratch = lessonsDirectory.appendingPathComponent(".build-scratch/check")
    }

    /// The build folder workspace checks and grades share with the checkout's own exercise
    /// builds (`Lessons/.build`): the course libraries compiled once serve them all.
    public static func sharedBuildDirectory(lessonsDirectory: URL, solutions: Bool = false) -> URL {
        lessonsDirectory.appendingPathComponent(solutions ? ".build-solutions" : ".build")
    }

    /// A checker configured from the environment: `ARCHLAB_SOLUTIONS=1` checks the reference
    /// solutions (CI replays walkthroughs this way, so a step's `check` passes).
    public init(lessonsDirectory: URL, environment: [String: String], runner: any CommandRunner = ProcessCommandRunner()) {
        self.init(lessonsDirectory: lessonsDirectory, solutions: environment["ARCHLAB_SOLUTIONS"] == "1", runner: runner)
    }

    /// Build folder inside `Lessons/`; solutions get their own so switching never rebuilds.
    public var scratchPath: String { solutions ? ".build-solutions" : ".build" }

    public func check(_ lesson: Lesson) -> ExerciseResult {
        var result = checkSealedOrNot(lesson)
        if let reason = runner.sandbox.unavailableReason, runner.sandbox != .off, Self.unsealedNoteDue.withLock({ due in defer { due = false }; return due }) {
            result.sandboxNote = reason
        }
        return result
    }

    /// The first check of a process without a sandbox says so; later ones do not repeat it.
    private static let unsealedNoteDue = Mutex(true)

    private func checkSealedOrNot(_ lesson: Lesson) -> ExerciseResult {
        var result = ExerciseResult(lessonID: lesson.id, folder: lesson.folder, module: lesson.exercise,
                                    outcome: .notRun, solutions: solutions)
        guard let module = lesson.exercise else {
            result.detail = "Lesson `\(lesson.id)` has no exercise; its steps are checked in the shell."
            return result
        }
        let manifestURL = lessonsDirectory.appendingPathComponent(TestManifest.fileName)
        do {
            let text = try String(contentsOf: manifestURL, encoding: .utf8)
            result.tamperFindings = try TestManifest(text: text).verify(folder: lesson.folder, in: lessonsDirectory)
        } catch {
            result.tamperFindings = [.notSealed(folder: lesson.folder)]
        }
        if !result.tamperFindings.isEmpty {
            result.outcome = .tampered
            return result
        }

        if lesson.kind == .tests { return checkTestWriting(lesson, module: module, result: result) }
        if let workspace { return check(lesson, module: module, in: workspace, result: result) }
        let exercise = lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent(solutions ? "Solution" : "Exercise")
        let files = SourceFiles.swiftFiles(under: exercise)
        if let refused = ImportPolicy(lesson: lesson).refusal(of: files, result: result) { return refused }
        let build = checkoutBuild(of: lesson)
        let screen = SymbolScreen(policy: SymbolPolicy(lesson: lesson), module: module, buildDirectory: checkoutBuildDirectory, files: files)
        let testClasses = SourceFiles.regularFiles(under: lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent("Tests"))
            .values.flatMap { ScratchPackage.xcTestClasses(in: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
            .map { "\(module)Tests.\($0)" }
        // Under the build folder's lock: a background build of another lesson would relink the
        // bundle between this build and its test run (or fail this build on SwiftPM's database).
        return ScratchPackage.exclusively(buildDirectory: checkoutBuildDirectory) {
            buildAndTest(module: module, in: lessonsDirectory, environment: build.environment, result: result,
                         build: build.command, buildSpec: checkoutBuildSpec(environment: build.environment), screen: screen,
                         test: ["swift", "test", "--skip-build", "--scratch-path", scratchPath, "--filter", "\(module)Tests"]) {
                checkoutTestBundle.map { ($0, testClasses.sorted()) }
            }
        }
    }

    /// The checkout's build folder (`Lessons/.build`, or `.build-solutions`).
    var checkoutBuildDirectory: URL { lessonsDirectory.appendingPathComponent(scratchPath) }

    /// The checkout's test bundle (`Lessons/.build/debug/ArchLabLessonsPackageTests.xctest`),
    /// when it can be run directly (`RunnableTestBundle`: Linux, after a build).
    var checkoutTestBundle: URL? {
        RunnableTestBundle.of(package: "ArchLabLessons", buildDirectory: lessonsDirectory.appendingPathComponent(scratchPath))
    }

    /// The sandbox of a checkout build: the whole checkout read only (it is the learner's),
    /// its build folder writable.
    func checkoutBuildSpec(environment: [String: String]) -> SandboxSpec {
        let build = lessonsDirectory.appendingPathComponent(scratchPath)
        try? FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        var environment = environment
        environment["HOME"] = build.appendingPathComponent("sandbox-home").path
        return SandboxSpec(mounts: [.init(lessonsDirectory.deletingLastPathComponent().path), .init(build.path, writable: true)],
                           workingDirectory: lessonsDirectory.path, environment: environment)
    }

    /// The build of a code exercise in the checkout: the `Lessons/` package with only this
    /// lesson (`ARCHLAB_LESSON`), the solutions with `solutions`. `check` and the background
    /// warm-up run exactly this, so SwiftPM finds one's work done by the other.
    func checkoutBuild(of lesson: Lesson) -> (command: [String], environment: [String: String]) {
        var environment = ["ARCHLAB_LESSON": lesson.folder]
        if solutions { environment["ARCHLAB_SOLUTIONS"] = "1" }
        return (["swift", "build", "--build-tests", "--scratch-path", scratchPath], environment)
    }

    /// Runs `build` sealed off as `buildSpec` says, then has `screen` read what the learner's
    /// module links against, then the tests: the built bundle's `classes` through a
    /// `SealedTestRun` when `sealed` gives them once the build is done, else `test` (`swift
    /// test`, where no bundle can be run directly), in `directory`; fills in `result`. Shared
    /// by the checkout and the workspace flows.
    func buildAndTest(module: String, in directory: URL, environment: [String: String], result: ExerciseResult,
                      build buildCommand: [String], buildSpec: SandboxSpec, screen: SymbolScreen, test testCommand: [String],
                      sealed: () -> (bundle: URL, classes: [String])? = { nil }) -> ExerciseResult {
        var result = result
        guard sealedBuild(buildCommand, spec: buildSpec, in: directory, environment: environment, result: &result) else { return result }
        if let refused = screened(screen, result: result) { return refused }
        if let (bundle, classes) = sealed() {
            return read(sealedRun(bundle: bundle).run(classes: classes), module: module, result: result)
        }
        let test = runner.run(testCommand, in: directory, environment: environment, timeout: testTimeout)
        return read(test, module: module, result: result)
    }

    /// Runs `command` (a build) sealed off as `spec` says and adds its seconds to `result`;
    /// false, with `result` saying why (stopped, or the compiler's errors), unless it built.
    func sealedBuild(_ command: [String], spec: SandboxSpec, in directory: URL, environment: [String: String],
                     result: inout ExerciseResult) -> Bool {
        let build = runner.run(runner.sandbox.command(command, spec: spec), in: directory, environment: environment, timeout: buildTimeout)
        result.buildSeconds += build.seconds
        if let reason = Self.stopReason(build, phase: "building", timeout: buildTimeout) {
            result.detail = reason
            return false
        }
        guard build.status == 0 else {
            result.outcome = .buildFailed
            result.compilerErrors = CompilerDiagnostic.errors(in: build.combined)
            if result.compilerErrors.isEmpty { result.detail = Self.tail(of: build.combined) }
            return false
        }
        return true
    }

    /// `result` refused by `screen` (`SymbolPolicy`), nil when the module may run (or
    /// `screensSymbols` is off).
    func screened(_ screen: SymbolScreen, result: ExerciseResult) -> ExerciseResult? {
        guard screensSymbols else { return nil }
        return screen.policy.refusal(ofModule: screen.module, buildDirectory: screen.buildDirectory, files: screen.files, result: result)
    }

    /// A sealed run of `bundle`'s tests, its report folders in the course's scratch folder.
    func sealedRun(bundle: URL) -> SealedTestRun {
        SealedTestRun(sandbox: runner.sandbox, runner: runner, bundle: bundle,
                      runsFolder: lessonsDirectory.appendingPathComponent(".build-scratch/runs"), timeout: testTimeout)
    }

    /// Fills in `result` from a sealed run of `module`'s tests.
    func read(_ sealed: SealedTestRun.Outcome, module: String, result: ExerciseResult) -> ExerciseResult {
        var result = result
        result.testSeconds = sealed.output.seconds
        if sealed.output.cancelled || sealed.output.status == 127, let reason = Self.stopReason(sealed.output, phase: "testing", timeout: testTimeout) {
            result.detail = reason
            return result
        }
        result.testRun = sealed.run
        result.outcome = sealed.run.allPassed ? .passed : .testsFailed
        if sealed.expected.isEmpty {
            result.detail = "No tests ran (\(module)Tests). " + (Self.tail(of: sealed.output.combined) ?? "")
        }
        return result
    }

    /// Fills in `result` from the output of a `swift test` run of `module`'s tests (platforms
    /// where the bundle cannot be run directly; its verdicts are read from the text).
    func read(_ test: CommandOutput, module: String, result: ExerciseResult) -> ExerciseResult {
        var result = result
        result.testSeconds = test.seconds
        if test.cancelled, let reason = Self.stopReason(test, phase: "testing", timeout: testTimeout) {
            result.detail = reason
            return result
        }
        var run = TestOutputParser.parseTestOutput(test.combined)
        if test.timedOut {
            run.crash = TestCrash(testName: nil, message: "the tests ran longer than \(Int(testTimeout)) seconds and were stopped (an endless loop, or waiting for an event that never comes?)", location: nil)
        }
        result.testRun = run
        if run.allPassed && test.status == 0 {
            result.outcome = .passed
        } else {
            result.outcome = .testsFailed
            if run.cases.isEmpty && run.crash == nil {
                result.detail = "No tests ran (\(module)Tests). " + (Self.tail(of: test.combined) ?? "")
            }
        }
        return result
    }

    /// What `SymbolPolicy` reads of a build before its tests run: the learner's module (the
    /// exercise, or a test-writing lesson's test module), the build folder it was built in,
    /// and the learner's files, where refusals are reported.
    struct SymbolScreen {
        var policy: SymbolPolicy
        var module: String
        var buildDirectory: URL
        var files: [String: URL]
    }

    /// Why a tool's run gives no result to read: stopped by Ctrl-C, out of time, or no
    /// toolchain. Nil when its output can be read. The reason says what happened, not how to
    /// check again: that depends on where it is read (`learnerText(retry:)`, a grade).
    static func stopReason(_ output: CommandOutput, phase: String, timeout: Double) -> String? {
        if output.cancelled {
            return "the check was stopped (Ctrl-C) while \(phase == "building" ? "building" : "the tests ran")"
        }
        if output.timedOut {
            return "`swift \(phase == "building" ? "build" : "test")` took longer than \(Int(timeout)) seconds and was stopped"
        }
        if output.status == 127 { // `env` could not find `swift`
            return "the Swift toolchain was not found (`swift` is not on PATH); install Swift 6 from swift.org"
        }
        return nil
    }

    /// The last lines of a tool's output, for failures the parsers do not recognise.
    static func tail(of output: String, lines: Int = 12) -> String? {
        let kept = output.split(separator: "\n").suffix(lines)
        return kept.isEmpty ? nil : kept.joined(separator: "\n")
    }
}
