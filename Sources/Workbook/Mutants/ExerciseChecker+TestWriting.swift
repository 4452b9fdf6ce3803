import Foundation

extension ExerciseChecker {
    /// Checks a test-writing exercise (`kind: tests`): the learner's tests must pass on the
    /// reference implementation, then fail on every mutant.
    ///
    /// One scratch package holds every variant (`MutantTargets`) and one `swift build` compiles
    /// them; then the tests run against the reference, and only if they pass there, against
    /// each bug (a test that fails on correct code would "catch" them all). The tests come from
    /// the workspace, or in the checkout from `Exercise/Tests` (`Solution/Tests` with
    /// `solutions`); the code under test always from the course. Called by `check` after the
    /// course's files were verified against their seal.
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
        let places = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.module, place) })
        return package.exclusively { () -> ExerciseResult in
            var checked = runVariants(of: package, module: module, mutants: mutants, place: place, result: result)
            if checked.outcome == .passed, mutants.isEmpty {
                checked.outcome = .notRun
                checked.detail = "the lesson has no seeded bugs in Lessons/\(lesson.folder)/\(Mutant.folderName)/ (a course problem; tell your teacher)"
            }
            return checked.mappingPaths(from: package, to: places)
        }
    }

    /// The scratch package of a test-writing check (the learner's tests against the reference
    /// and every seeded bug), or nil when the learner's tests folder holds no Swift file. A
    /// background build of it (before the first `check`) is the build `check` would start.
    func testWritingPackage(_ lesson: Lesson, module: String) -> ScratchPackage? {
        let tests = workspace?.exerciseFiles(for: lesson) ?? SourceFiles.swiftFiles(under: learnerTestsFolder(of: lesson))
        guard !tests.isEmpty else { return nil }
        let courseFolder = lessonsDirectory.appendingPathComponent(lesson.folder)
        return ScratchPackage(name: "ArchLabCheck", directory: testWritingScratch, courseRoot: lessonsDirectory.deletingLastPathComponent(),
                              targets: MutantTargets.targets(module: module, lessonFolder: courseFolder, tests: tests, mutants: Mutant.list(in: courseFolder)),
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

    /// Writes and builds `package` (every variant at once), runs the reference's tests, and
    /// when they pass, each bug's. A bug whose copy of the tests does not compile (the tests
    /// use something the bug changed) is taken out of the build and reported as not run.
    private func runVariants(of package: ScratchPackage, module: String, mutants: [Mutant], place: (sources: URL, tests: URL),
                             result: ExerciseResult) -> ExerciseResult {
        var result = result
        var package = package
        var notCompiled: [String: MutantVerdict] = [:]
        while true {
            do { try package.write() } catch {
                result.detail = "could not prepare the build: \(error). Check that \(package.directory.path) is writable."
                return result
            }
            let build = runner.run(runner.sandbox.command(package.buildCommand, spec: package.buildSpec), in: package.directory,
                                   environment: [:], timeout: buildTimeout)
            result.buildSeconds += build.seconds
            if let reason = Self.stopReason(build, phase: "building", timeout: buildTimeout) {
                result.detail = reason
                return result
            }
            if build.status == 0 { break }
            let errors = TestOutputParser.compilerErrors(build.combined)
            let owners = errors.map { package.target(owning: $0.file)?.module }
            let broken = mutants.filter { mutant in owners.contains(MutantTargets.module(module, mutant: mutant)) }
            guard !broken.isEmpty, !owners.contains(where: { $0 == nil || $0 == module }) else {
                // The learner's tests (or the course) do not compile: report the reference's errors once.
                result.outcome = .buildFailed
                result.compilerErrors = zip(errors, owners).filter { $0.1 == nil || $0.1 == module }.map(\.0)
                if result.compilerErrors.isEmpty { result.detail = Self.tail(of: build.combined) }
                return result
            }
            for mutant in broken {
                notCompiled[mutant.name] = MutantTargets.notCompiled(mutant, module: module, errors: errors, in: package, place: place)
            }
            package.targets.removeAll { target in broken.contains { MutantTargets.module(module, mutant: $0) == target.module } }
        }

        let reference = package.targets[0]
        if let bundle = package.testBundle {
            result = read(sealedRun(bundle: bundle).run(classes: reference.xcTestClasses.map { "\(reference.testModule).\($0)" }), module: module, result: result)
        } else {
            let test = runner.run(MutantTargets.testCommand(for: reference, in: package), in: package.directory, environment: [:], timeout: testTimeout)
            result = read(test, module: module, result: result)
        }
        guard result.outcome == .passed else { return result }

        let built = mutants.filter { notCompiled[$0.name] == nil }
        let ran = MutantTargets.verdicts(for: built, module: module, in: package, runner: runner, directory: package.directory, timeout: testTimeout)
        let verdicts = Dictionary(uniqueKeysWithValues: ran.map { ($0.mutant.name, $0) }).merging(notCompiled) { $1 }
        result.mutants = mutants.compactMap { verdicts[$0.name] }
        if let stopped = result.mutants.first(where: { $0.status == .notRun && $0.detail?.contains("Ctrl-C") == true }) {
            result.outcome = .notRun
            result.detail = stopped.detail
            return result
        }
        result.outcome = result.mutants.allSatisfy(\.caught) ? .passed : .bugsMissed
        return result
    }
}
