import ArchLabToolchain
import Foundation

/// A test-writing lesson's variants and how each one's tests run: the reference (`Reference/`
/// with the learner's tests, the target SwiftPM builds in a `ScratchPackage`) and one per
/// seeded bug (the same target with the bug's files, built beside it by `VariantBuild`, or by
/// `MutantRound`'s SwiftPM fallback).
///
/// Every variant is built as the reference is: library `Spec`, test module `SpecTests`, the
/// same type names, source paths (`SourcePin` for the bug's files), `#fileID` and `#filePath`,
/// and a test bundle of the same file name; and every variant's tests run through
/// `runTests`, with the same arguments, folder and environment. So the learner's tests see
/// nothing that tells a bug from the reference except what the code does. (Before, each bug
/// was a library of its own, `Spec_forgets_error`, imported through `-module-alias`, and a
/// test that looked at its module name caught every bug without testing anything.)
public enum MutantTargets {
    /// The reference's target: `Reference/*.swift` (pinned to their paths in the package)
    /// against the learner's `tests`.
    public static func target(module: String, lessonFolder: URL, tests: [String: URL]) -> ScratchPackage.Target {
        ScratchPackage.Target(module: module, sources: codeUnderTest(in: lessonFolder, mutant: nil), tests: tests, pinsSourcePaths: true)
    }

    /// A test-writing lesson's code under test: `Reference/*.swift`, with the files of
    /// `Mutants/<mutant>/` replacing their namesakes (nil: the reference alone).
    public static func codeUnderTest(in lessonFolder: URL, mutant: String?) -> [String: URL] {
        var files = SourceFiles.swiftFiles(under: lessonFolder.appendingPathComponent("Reference"))
        if let mutant { files.merge(mutatedFiles(in: lessonFolder, mutant: mutant)) { $1 } }
        return files
    }

    /// The files of `Mutants/<mutant>/`, by their path inside the library's folder.
    static func mutatedFiles(in lessonFolder: URL, mutant: String) -> [String: URL] {
        SourceFiles.swiftFiles(under: lessonFolder.appendingPathComponent(Mutant.folderName).appendingPathComponent(mutant))
    }

    /// Where `mutant`'s variant of `module` is built: in the package's build folder (course
    /// owned, under its lock), one folder per package, module and bug, kept between builds.
    static func variantFolder(of mutant: Mutant, module: String, in package: ScratchPackage) -> URL {
        package.buildDirectory.appendingPathComponent("archlab-variants").appendingPathComponent(package.name)
            .appendingPathComponent(module).appendingPathComponent(mutant.name)
    }

    /// The test classes of `target` as the bundle takes them (`SpecTests.SpecTests`), sorted:
    /// the same list for every variant.
    static func specifiers(of target: ScratchPackage.Target) -> [String] {
        target.xcTestClasses.map { "\(target.testModule).\($0)" }
    }

    /// The command that runs the tests named by `specifiers` in a built variant's `bundle`.
    /// On Linux the bundle is an executable that takes the XCTest classes to run; tests with
    /// no XCTest class (Swift Testing) run through its `--testing-library swift-testing`
    /// entry, filtered to the test module, as `swift test` runs them. Elsewhere, `swift test`
    /// of the package's own build, filtered so (`MutantRound` then builds one variant at a time).
    static func testCommand(bundle: URL, specifiers: [String], testModule: String, in package: ScratchPackage) -> [String] {
        if RunnableTestBundle.canRun(bundle) {
            return specifiers.isEmpty
                ? [bundle.path, "--testing-library", "swift-testing", "--filter", "^\(testModule)\\."]
                : [bundle.path, specifiers.joined(separator: ",")]
        }
        return package.swiftTestCommand(filter: "^\(testModule)\\.")
    }

    /// Runs the tests of one built variant, the reference's or a bug's: the one place where
    /// they run, so that every variant runs alike (same arguments but the bundle's path, same
    /// folder, same environment). `bundle` is the variant's test bundle; `package` the scratch
    /// package it was built from, whose folder the run starts in.
    ///
    /// Where the bundle can be run directly (Linux, XCTest classes), the run is sealed
    /// (`SealedTestRun`): every variant's bundle runs from the sandbox's one fixed path, its
    /// verdicts from the grader's observer, and its seconds are spent from `budget`. Elsewhere
    /// `swift test`'s output is read as text (`SealedTestRun.Outcome(unsealed:)`).
    static func runTests(bundle: URL, specifiers: [String], testModule: String, in package: ScratchPackage,
                         runner: any CommandRunner, timeout: Double, budget: TestBudget? = nil) -> SealedTestRun.Outcome {
        if RunnableTestBundle.canRun(bundle), !specifiers.isEmpty {
            var sealed = SealedTestRun(sandbox: runner.sandbox, runner: runner, bundle: bundle,
                                       runsFolder: package.runsFolder, timeout: timeout)
            sealed.budget = budget
            return sealed.run(classes: specifiers)
        }
        let output = runner.run(testCommand(bundle: bundle, specifiers: specifiers, testModule: testModule, in: package),
                                in: package.directory, environment: [:], timeout: timeout)
        budget?.spend(output.seconds)
        return SealedTestRun.Outcome(unsealed: output, module: testModule, timeout: timeout)
    }

    /// Reads one variant's test run as a verdict on `mutant`: any failing or crashing test, or
    /// a run that had to be stopped, catches the bug; a run where every test passed misses it.
    static func verdict(on mutant: Mutant, from sealed: SealedTestRun.Outcome, timeout: Double) -> MutantVerdict {
        if sealed.output.cancelled || sealed.output.status == 127, let reason = ExerciseChecker.stopReason(sealed.output, phase: "testing", timeout: timeout) {
            return MutantVerdict(mutant: mutant, status: .notRun, detail: reason)
        }
        let run = sealed.run
        guard !run.cases.isEmpty || run.crash != nil else {
            return MutantVerdict(mutant: mutant, status: .notRun, detail: "the tests did not run against this bug: " + (ExerciseChecker.tail(of: sealed.output.combined, lines: 3) ?? "no output"))
        }
        if run.allPassed { return MutantVerdict(mutant: mutant, status: .missed) }
        let failing = run.failed.map(\.name)
        let crash = run.crash.map { ["the test run stopped: \($0.message)"] } ?? []
        return MutantVerdict(mutant: mutant, status: .caught, caughtBy: failing.isEmpty ? crash : failing)
    }

    /// The verdict on `mutant` when building its variant failed with `output`: the learner's
    /// tests do not compile against it (`testsFailed`: the first error, shown where the
    /// learner finds the file; `place` holds the lesson's reference and tests folders), or the
    /// bug's code does not (a course problem).
    static func notBuilt(_ mutant: Mutant, output: CommandOutput, testsFailed: Bool, module: String, in package: ScratchPackage,
                         place: (sources: URL, tests: URL)) -> MutantVerdict {
        let errors = CompilerDiagnostic.errors(in: output.combined)
        guard testsFailed, let first = errors.first(where: { package.target(owning: $0.file)?.module == module }) ?? errors.first else {
            let why = errors.first.map { "\($0.file):\($0.line): \($0.message)" } ?? ExerciseChecker.tail(of: output.combined, lines: 3) ?? "no output"
            return MutantVerdict(mutant: mutant, status: .notRun, detail: "this bug's code does not build (a course problem; tell your teacher): \(why)")
        }
        var shown = ExerciseResult(lessonID: "", folder: "", module: module, outcome: .buildFailed)
        shown.compilerErrors = [first]
        let error = shown.mappingPaths(from: package, to: [module: place]).compilerErrors[0]
        return MutantVerdict(mutant: mutant, status: .notRun, detail: "the tests do not compile against this bug: \(error.file):\(error.line): \(error.message)")
    }
}
