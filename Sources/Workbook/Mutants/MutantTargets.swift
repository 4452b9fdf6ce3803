import Foundation
import Synchronization

/// A test-writing lesson as targets of one `ScratchPackage`: the code under test
/// (`Reference/`) with the learner's tests, and beside it one copy per seeded bug, each with
/// its own copy of the same tests. One `swift build` compiles them all; each variant's tests
/// then run in a process of their own.
///
/// A bug's library is `<Module>_<bug>` (`Spec_forgets_error`), and its test target imports it
/// under the reference's name (`ScratchPackage.Target.importedAs`), so the learner's
/// `@testable import Spec` needs no change. Test classes keep their names in every copy: they
/// live in different modules, and each run names its module's classes (`Spec_forgets_errorTests.SpecTests`).
/// One build instead of one per bug: the course libraries and the bundle are linked once, and
/// an edit of the tests recompiles their copies side by side.
public enum MutantTargets {
    /// The library module of `mutant`'s copy of the code under test. Mutant names are
    /// `[a-z0-9-]+` (`Mutant.isValidName`), so the `-` → `_` spelling is unambiguous.
    public static func module(_ module: String, mutant: Mutant) -> String {
        module + "_" + mutant.name.replacingOccurrences(of: "-", with: "_")
    }

    /// The reference target (`module`, the learner's tests against `Reference/`), then one
    /// target per mutant in the order given.
    public static func targets(module: String, lessonFolder: URL, tests: [String: URL], mutants: [Mutant]) -> [ScratchPackage.Target] {
        [ScratchPackage.Target(module: module, sources: codeUnderTest(in: lessonFolder, mutant: nil), tests: tests)]
            + mutants.map { mutant in
                ScratchPackage.Target(module: Self.module(module, mutant: mutant), sources: codeUnderTest(in: lessonFolder, mutant: mutant.name),
                                      tests: tests, importedAs: module)
            }
    }

    /// A test-writing lesson's code under test: `Reference/*.swift`, with the files of
    /// `Mutants/<mutant>/` replacing their namesakes (nil: the reference alone).
    public static func codeUnderTest(in lessonFolder: URL, mutant: String?) -> [String: URL] {
        var files = SourceFiles.swiftFiles(under: lessonFolder.appendingPathComponent("Reference"))
        if let mutant {
            let mutated = SourceFiles.swiftFiles(under: lessonFolder.appendingPathComponent(Mutant.folderName).appendingPathComponent(mutant))
            files.merge(mutated) { $1 }
        }
        return files
    }

    /// The command that runs one target's tests in the built `package`: the test bundle with
    /// that module's classes where it can (Linux), else `swift test` filtered to the module.
    static func testCommand(for target: ScratchPackage.Target, in package: ScratchPackage) -> [String] {
        package.directTestCommand(classes: target.xcTestClasses.map { "\(target.testModule).\($0)" })
            ?? package.swiftTestCommand(filter: "^\(target.testModule)\\.")
    }

    /// Runs the tests of each mutant's target of the built `package` (several processes at
    /// once, one per core) and reads what each run says about its bug, in the order given.
    static func verdicts(for mutants: [Mutant], module: String, in package: ScratchPackage, runner: any CommandRunner,
                         directory: URL, timeout: Double) -> [MutantVerdict] {
        let targets = mutants.map { mutant in package.targets.first { $0.module == Self.module(module, mutant: mutant) } }
        let found = Mutex<[Int: MutantVerdict]>([:])
        DispatchQueue.concurrentPerform(iterations: mutants.count) { index in
            let verdict: MutantVerdict
            if let target = targets[index], let bundle = package.testBundle {
                let sealed = SealedTestRun(sandbox: runner.sandbox, runner: runner, bundle: bundle,
                                           runsFolder: package.directory.deletingLastPathComponent().appendingPathComponent("runs"), timeout: timeout)
                verdict = Self.verdict(on: mutants[index], from: sealed.run(classes: target.xcTestClasses.map { "\(target.testModule).\($0)" }), timeout: timeout)
            } else if let target = targets[index] {
                let output = runner.run(testCommand(for: target, in: package), in: directory, environment: [:], timeout: timeout)
                verdict = Self.verdict(on: mutants[index], from: output, timeout: timeout)
            } else {
                verdict = MutantVerdict(mutant: mutants[index], status: .notRun, detail: "it was not built")
            }
            found.withLock { $0[index] = verdict }
        }
        return found.withLock { verdicts in mutants.indices.compactMap { verdicts[$0] } }
    }

    /// Reads one mutant's sealed test run: any failing or crashing test, or a run that had to
    /// be stopped, catches the bug; a run where every test passed misses it.
    static func verdict(on mutant: Mutant, from sealed: SealedTestRun.Outcome, timeout: Double) -> MutantVerdict {
        if sealed.output.cancelled || sealed.output.status == 127, let reason = ExerciseChecker.stopReason(sealed.output, phase: "testing", timeout: timeout) {
            return MutantVerdict(mutant: mutant, status: .notRun, detail: reason)
        }
        let run = sealed.run
        guard !run.cases.isEmpty else {
            return MutantVerdict(mutant: mutant, status: .notRun, detail: "the tests did not run against this bug: " + (ExerciseChecker.tail(of: sealed.output.combined, lines: 3) ?? "no output"))
        }
        if run.allPassed { return MutantVerdict(mutant: mutant, status: .missed) }
        let failing = run.failed.map(\.name)
        let crash = run.crash.map { ["the test run stopped: \($0.message)"] } ?? []
        return MutantVerdict(mutant: mutant, status: .caught, caughtBy: failing.isEmpty ? crash : failing)
    }

    /// Reads one mutant's test run: any failing or crashing test, or a run that had to be
    /// stopped, catches the bug; a run where every test passed misses it.
    static func verdict(on mutant: Mutant, from output: CommandOutput, timeout: Double) -> MutantVerdict {
        if output.cancelled || output.status == 127, let reason = ExerciseChecker.stopReason(output, phase: "testing", timeout: timeout) {
            return MutantVerdict(mutant: mutant, status: .notRun, detail: reason)
        }
        var run = TestOutputParser.parseTestOutput(output.combined)
        if output.timedOut {
            run.crash = TestCrash(testName: nil, message: "the tests ran longer than \(Int(timeout)) seconds and were stopped", location: nil)
        }
        guard !run.cases.isEmpty || run.crash != nil else {
            return MutantVerdict(mutant: mutant, status: .notRun, detail: "the tests did not run against this bug: " + (ExerciseChecker.tail(of: output.combined, lines: 3) ?? "no output"))
        }
        if run.allPassed && output.status == 0 { return MutantVerdict(mutant: mutant, status: .missed) }
        let failing = run.failed.map(\.name)
        let crash = run.crash.map { ["the test run stopped: \($0.message)"] } ?? []
        return MutantVerdict(mutant: mutant, status: .caught, caughtBy: failing.isEmpty ? crash : failing)
    }

    /// The verdict on `mutant` when one of `errors` (from building `package`) is in its copy
    /// of the tests or code (the tests use something the bug changed), or nil. The error is
    /// shown where the learner finds it: `place` holds the lesson's reference and tests folders.
    static func notCompiled(_ mutant: Mutant, module: String, errors: [CompilerDiagnostic], in package: ScratchPackage,
                            place: (sources: URL, tests: URL)) -> MutantVerdict? {
        let name = Self.module(module, mutant: mutant)
        guard let first = errors.first(where: { package.target(owning: $0.file)?.module == name }) else { return nil }
        var shown = ExerciseResult(lessonID: "", folder: "", module: name, outcome: .buildFailed)
        shown.compilerErrors = [first]
        let error = shown.mappingPaths(from: package, to: [name: place]).compilerErrors[0]
        return MutantVerdict(mutant: mutant, status: .notRun, detail: "the tests do not compile against this bug: \(error.file):\(error.line): \(error.message)")
    }
}
