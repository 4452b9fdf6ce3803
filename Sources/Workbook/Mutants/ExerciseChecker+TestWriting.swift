import Foundation

extension ExerciseChecker {
    /// Checks a test-writing exercise (`kind: tests`): the learner's tests must pass on the
    /// reference implementation, then fail on every mutant.
    ///
    /// SwiftPM builds the learner's tests against the reference in a scratch package; each bug
    /// is then built beside it as the very same modules with its files swapped in, and the
    /// reference's and every bug's tests run on their own (`MutantRound`); the bugs count only
    /// when the tests pass on the reference (a test that fails on correct code would "catch"
    /// them all). The tests come from the workspace, or in the checkout from `Exercise/Tests`
    /// (`Solution/Tests` with `solutions`); the code under test always from the course.
    /// Called by `check` after the course's files were verified against their seal.
    func checkTestWriting(_ lesson: Lesson, module: String, result: ExerciseResult) -> ExerciseResult {
        var result = result
        result.kind = .tests
        let courseFolder = lessonsDirectory.appendingPathComponent(lesson.folder)
        let testsFolder = learnerTestsFolder(of: lesson)
        if let workspace {
            result.sourceFolder = testsFolder.path + "/"
            let courseTests = SourceFiles.regularFiles(under: courseFolder.appendingPathComponent("Tests")).keys
            result.submissionFindings = SubmissionAudit.findings(in: workspace, testFileNames: Set(courseTests.map { ($0 as NSString).lastPathComponent }))
        }
        guard let package = testWritingPackage(lesson, module: module) else {
            result.outcome = .buildFailed
            result.detail = workspace == nil
                ? "Lessons/\(lesson.folder)/\(solutions ? "Solution" : "Exercise")/Tests/ has no Swift file: write your test class there."
                : "\(lesson.folder)/Tests/ in your workspace has no Swift file. Type `archlab reset \(lesson.id) --exercise` to get the starter back."
            return result
        }
        if let refused = ImportPolicy(lesson: lesson).refusal(of: package.targets[0].tests, result: result) { return refused }
        let mutants = Mutant.list(in: courseFolder)
        // Every variant's files map back to the reference and the learner's tests.
        let place = (sources: courseFolder.appendingPathComponent("Reference"), tests: testsFolder)
        return package.exclusively { () -> ExerciseResult in
            let screen = SymbolScreen(policy: SymbolPolicy(lesson: lesson), module: package.targets[0].testModule,
                                      buildDirectory: package.buildDirectory, files: package.targets[0].tests)
            var checked = runVariants(of: package, module: module, lessonFolder: courseFolder, mutants: mutants, place: place, screen: screen, result: result)
            if checked.outcome == .passed, mutants.isEmpty {
                checked.outcome = .notRun
                checked.detail = "the lesson has no seeded bugs in Lessons/\(lesson.folder)/\(Mutant.folderName)/ (a course problem; tell your teacher)"
            }
            return checked.mappingPaths(from: package, to: [module: place])
        }
    }

    /// The scratch package of a test-writing check (the learner's tests against the reference;
    /// the seeded bugs are built beside it), or nil when the learner's tests folder holds no
    /// Swift file. A background build of it (before the first `check`) is the build `check`
    /// would start.
    func testWritingPackage(_ lesson: Lesson, module: String) -> ScratchPackage? {
        let tests = workspace?.exerciseFiles(for: lesson) ?? SourceFiles.swiftFiles(under: learnerTestsFolder(of: lesson))
        guard !tests.isEmpty else { return nil }
        let courseFolder = lessonsDirectory.appendingPathComponent(lesson.folder)
        return ScratchPackage(name: "ArchLabCheck", directory: testWritingScratch, courseRoot: lessonsDirectory.deletingLastPathComponent(),
                              targets: [MutantTargets.target(module: module, lessonFolder: courseFolder, tests: tests)],
                              buildDirectory: Self.sharedBuildDirectory(lessonsDirectory: lessonsDirectory, solutions: solutions))
    }

    /// Where the learner's tests of a test-writing lesson are: the workspace's `NN-slug/Tests`,
    /// or in the checkout `Exercise/Tests` (`Solution/Tests` with `solutions`).
    func learnerTestsFolder(of lesson: Lesson) -> URL {
        if let workspace { return workspace.folder(for: lesson).appendingPathComponent("Tests") }
        return lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent(solutions ? "Solution" : "Exercise").appendingPathComponent("Tests")
    }

    /// The folder of the scratch package a test-writing check assembles; the reference
    /// solutions' tests get their own, as they get their own build folder.
    var testWritingScratch: URL {
        solutions ? workspaceScratch.deletingLastPathComponent().appendingPathComponent(workspaceScratch.lastPathComponent + "-solutions") : workspaceScratch
    }

    /// Writes and builds `package` (the reference), has `screen` read what the learner's test
    /// module links against, then has `MutantRound` build every bug and run every variant's
    /// tests; reads the reference's run, and when it passed, each bug's. The bugs' builds
    /// compile the same test files against the same interface, so the reference's is screened.
    private func runVariants(of package: ScratchPackage, module: String, lessonFolder: URL, mutants: [Mutant],
                             place: (sources: URL, tests: URL), screen: SymbolScreen, result: ExerciseResult) -> ExerciseResult {
        var result = result
        do { try package.write() } catch {
            result.detail = "could not prepare the build: \(error). Check that \(package.directory.path) is writable."
            return result
        }
        // A build failure here: the learner's tests (or the course) do not compile against the reference.
        guard sealedBuild(package.buildCommand, spec: package.buildSpec, in: package.directory, environment: package.buildEnvironment, result: &result) else {
            return result
        }
        if let refused = screened(screen, result: result) { return refused }

        var round = MutantRound(package: package, module: module, lessonFolder: lessonFolder, place: place, runner: runner,
                                buildTimeout: buildTimeout, testTimeout: testTimeout)
        round.order = runOrder
        let outcome = round.run(mutants)
        result = read(outcome.reference, module: module, result: result)
        guard result.outcome == .passed else { return result }

        result.mutants = outcome.verdicts
        if let stopped = result.mutants.first(where: { $0.status == .notRun && $0.detail?.contains("Ctrl-C") == true }) {
            result.outcome = .notRun
            result.detail = stopped.detail
            return result
        }
        result.outcome = result.mutants.allSatisfy(\.caught) ? .passed : .bugsMissed
        return result
    }
}
