import ArchLabToolchain
import Foundation
import Synchronization

/// The seeded bugs' part of a test-writing check or grade, once SwiftPM built the reference
/// in `package` (its target `module`, the learner's tests against `Reference/`): each bug's
/// variant is built, then the reference's tests and every built bug's run, each in a process
/// of its own, through `MutantTargets.runTests`.
///
/// Runs start in a random order (`order`), two or more at once, after every build, so none
/// depends on another having run first; the caller counts the bugs' verdicts only when the
/// reference's run passed. (Today's runs share a file system; the sandbox that runs each
/// bundle from one fixed path will keep them from seeing each other's files.)
///
/// Two routes build the variants:
/// - direct, on Linux, when the build folder holds SwiftPM's manifest: `VariantBuild` per bug,
///   several at once, each into its own folder; the reference's build stays as SwiftPM left
///   it, so the next `check` is incremental; a bug whose direct build could not be planned or
///   linked (a link input the manifest did not show: seen once on a cold build) goes the
///   second route;
/// - else one SwiftPM build per variant in `package` itself, the bug's files written over the
///   reference's, each variant's tests run right after its build (the same paths by
///   construction, several seconds a bug; the reference is written back by the next build).
struct MutantRound: Sendable {
    var package: ScratchPackage
    var module: String
    var lessonFolder: URL
    /// The lesson's reference and tests folders, where a compiler error is shown.
    var place: (sources: URL, tests: URL)
    var runner: any CommandRunner
    var buildTimeout: Double
    var testTimeout: Double
    /// The grade's shared test budget, if any (a roster student's).
    var budget: TestBudget?
    /// The order the runs start in, given their number (the reference is run 0): a
    /// permutation of `0..<n`. Random; tests fix it.
    var order: @Sendable (Int) -> [Int] = { Array(0..<$0).shuffled() }

    /// What the round found: the reference's run, and a verdict per bug asked for, in order.
    struct Outcome {
        var reference: SealedTestRun.Outcome
        var verdicts: [MutantVerdict]
    }

    private var target: ScratchPackage.Target? { package.targets.first { $0.module == module } }
    private var specifiers: [String] { target.map(MutantTargets.specifiers) ?? [] }
    private var referenceBundle: URL {
        package.buildDirectory.appendingPathComponent("debug/\(package.name)PackageTests.xctest")
    }

    /// Builds and runs the reference and `mutants`.
    func run(_ mutants: [Mutant]) -> Outcome {
        if !mutants.isEmpty, let manifest = BuildManifest.read(buildDirectory: package.buildDirectory),
           RunnableTestBundle.canRun(referenceBundle) {
            return direct(mutants, manifest: manifest)
        }
        return sequential(mutants)
    }

    // MARK: Direct

    private func direct(_ mutants: [Mutant], manifest: BuildManifest) -> Outcome {
        let built = Mutex<[Int: Result<URL, VariantBuild.Failure>]>([:])
        DispatchQueue.concurrentPerform(iterations: mutants.count) { index in
            let mutant = mutants[index]
            let mutated = MutantTargets.mutatedFiles(in: lessonFolder, mutant: mutant.name).mapKeys { path in
                package.directory.appendingPathComponent("Sources/\(module)/\(path)").path
            }
            let build = VariantBuild(manifest: manifest, module: module, bundleName: referenceBundle.lastPathComponent,
                                     folder: MutantTargets.variantFolder(of: mutant, module: module, in: package), mutated: mutated)
            let result = build.build(runner: runner, in: package.directory, timeout: buildTimeout, sandbox: buildSpec)
            built.withLock { $0[index] = result }
        }
        let results = built.withLock { $0 }
        var bundles: [URL] = [referenceBundle]
        var owners: [Int?] = [nil]
        var verdicts: [Int: MutantVerdict] = [:]
        // A bug whose variant could not be planned or linked is no fault of its code (the bug
        // compiled, or was never tried): SwiftPM builds it instead, after every direct run.
        var bySwiftPM: [Int] = []
        for index in mutants.indices {
            switch results[index] {
            case .success(let bundle):
                bundles.append(bundle)
                owners.append(index)
            case .failure(let failure):
                if let verdict = verdict(on: mutants[index], failure: failure) { verdicts[index] = verdict } else { bySwiftPM.append(index) }
            case nil:
                verdicts[index] = MutantVerdict(mutant: mutants[index], status: .notRun, detail: "it was not built")
            }
        }
        let outputs = runAll(bundles)
        for (run, owner) in owners.enumerated() {
            guard let owner else { continue }
            verdicts[owner] = MutantTargets.verdict(on: mutants[owner], from: outputs[run], timeout: testTimeout)
        }
        if !bySwiftPM.isEmpty {
            let retried = sequential(bySwiftPM.map { mutants[$0] }, withReference: false)
            for (index, verdict) in zip(bySwiftPM, retried.verdicts) { verdicts[index] = verdict }
        }
        return Outcome(reference: outputs[0], verdicts: mutants.indices.compactMap { verdicts[$0] })
    }

    /// Runs each bundle's tests, in `order`, as many at once as there are cores; the outputs
    /// in the order of `bundles`.
    private func runAll(_ bundles: [URL]) -> [SealedTestRun.Outcome] {
        let sequence = order(bundles.count)
        let outputs = Mutex<[Int: SealedTestRun.Outcome]>([:])
        let next = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: bundles.count) { _ in
            // Each worker takes the next run in `sequence`, so runs start in that order.
            let run = next.withLock { taken -> Int in
                defer { taken += 1 }
                return sequence[taken]
            }
            let output = MutantTargets.runTests(bundle: bundles[run], specifiers: specifiers, testModule: module + "Tests", in: package,
                                                runner: runner, timeout: testTimeout, budget: budget)
            outputs.withLock { $0[run] = output }
        }
        return outputs.withLock { found in bundles.indices.map { found[$0] ?? Self.notRun } }
    }

    /// The verdict a failed variant build gives; nil when the failure says nothing about the
    /// bug (its build could not be planned, or its compiled code did not link), so SwiftPM
    /// builds it instead.
    private func verdict(on mutant: Mutant, failure: VariantBuild.Failure) -> MutantVerdict? {
        switch failure {
        case .notPlanned, .link:
            return nil
        case .stopped(let output):
            let reason = ExerciseChecker.stopReason(output, phase: "building", timeout: buildTimeout) ?? "the build was stopped"
            return MutantVerdict(mutant: mutant, status: .notRun, detail: reason)
        case .code(let output):
            return MutantTargets.notBuilt(mutant, output: output, testsFailed: false, module: module, in: package, place: place)
        case .tests(let output):
            return MutantTargets.notBuilt(mutant, output: output, testsFailed: true, module: module, in: package, place: place)
        }
    }

    // MARK: Sequential (SwiftPM)

    /// A run that never happened.
    static let notRun = SealedTestRun.Outcome(run: TestRun(), output: CommandOutput(status: -1, stdout: "", stderr: "not run"), expected: [])

    /// The sandbox of the variants' builds: the scratch package's, with the lesson's folder
    /// (the seeded bugs' sources) readable.
    private var buildSpec: SandboxSpec {
        var spec = package.buildSpec
        spec.mounts.append(SandboxSpec.Mount(lessonFolder.path))
        return spec
    }

    /// One SwiftPM build and run per bug (and of the reference first or in between, unless
    /// `withReference` is false: the direct route ran it already).
    private func sequential(_ mutants: [Mutant], withReference: Bool = true) -> Outcome {
        var reference = Self.notRun
        var verdicts: [Int: MutantVerdict] = [:]
        for run in order(mutants.count + 1) where withReference || run != 0 {
            let mutant = run == 0 ? nil : mutants[run - 1]
            var variant = package
            if let index = variant.targets.firstIndex(where: { $0.module == module }) {
                variant.targets[index].sources = MutantTargets.codeUnderTest(in: lessonFolder, mutant: mutant?.name)
            }
            let built = build(variant)
            switch (mutant, built) {
            case (nil, .some(let output)):
                reference = SealedTestRun.Outcome(run: TestRun(), output: output, expected: [])
            case (let mutant?, .some(let output)):
                let stopped = ExerciseChecker.stopReason(output, phase: "building", timeout: buildTimeout)
                let inTests = CompilerDiagnostic.errors(in: output.combined).contains { $0.file.hasPrefix(variant.directory.appendingPathComponent("Tests/").path) }
                verdicts[run - 1] = stopped.map { MutantVerdict(mutant: mutant, status: .notRun, detail: $0) }
                    ?? MutantTargets.notBuilt(mutant, output: output, testsFailed: inTests, module: module, in: variant, place: place)
            case (_, nil):
                let output = MutantTargets.runTests(bundle: referenceBundle, specifiers: specifiers, testModule: module + "Tests", in: variant,
                                                    runner: runner, timeout: testTimeout, budget: budget)
                if let mutant { verdicts[run - 1] = MutantTargets.verdict(on: mutant, from: output, timeout: testTimeout) } else { reference = output }
            }
        }
        return Outcome(reference: reference, verdicts: mutants.indices.compactMap { verdicts[$0] })
    }

    /// Writes and builds `variant`; nil when it built, else the build's output.
    private func build(_ variant: ScratchPackage) -> CommandOutput? {
        do { try variant.write() } catch {
            return CommandOutput(status: 1, stdout: "", stderr: "could not prepare the build: \(error)")
        }
        let output = runner.run(runner.sandbox.command(variant.buildCommand, spec: variant.buildSpec), in: variant.directory,
                                environment: variant.buildEnvironment, timeout: buildTimeout)
        return output.status == 0 && !output.cancelled && !output.timedOut ? nil : output
    }
}

extension Dictionary {
    /// The same values under keys passed through `transform` (which must keep them distinct).
    func mapKeys<Key2: Hashable>(_ transform: (Key) -> Key2) -> [Key2: Value] {
        Dictionary<Key2, Value>(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
