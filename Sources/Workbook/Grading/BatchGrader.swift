import ArchLabToolchain
import Foundation

/// Grades many lessons with one build and one test run: every exercise goes into one
/// `ScratchPackage` beside the course's sealed tests, and each test's result is attributed
/// to its lesson by the test class it belongs to.
///
/// An exercise that does not compile is taken out and the rest rebuilt (the compiler names
/// its files, so it is known which); a test process that crashes is run again without the
/// lessons that already have results. So one unfinished exercise never hides the others, and
/// a warm whole-course grade costs one incremental build plus about one test run.
///
/// A test-writing lesson brings its reference into the same build (the learner's tests
/// against `Reference/`); its seeded bugs are built beside it and its tests run apart from the
/// shared run, the reference's as each bug's (`MutantRound`), so that nothing but the code
/// under test tells them apart.
public struct BatchGrader: Sendable {
    /// Where the exercise sources of a lesson come from: a workspace, or the course's own
    /// `Exercise/` or `Solution/` folders.
    public enum Sources: Sendable {
        case workspace(Workspace)
        case course(solutions: Bool)
    }

    public var lessonsDirectory: URL
    public var sources: Sources
    public var runner: any CommandRunner
    /// The scratch package's folder (course-owned); one grader at a time per folder.
    public var scratch: URL
    /// SwiftPM's build folder; by default the one the checkout's exercise builds use, so the
    /// compiled course libraries are reused (`ExerciseChecker.sharedBuildDirectory`).
    public var buildDirectory: URL
    public var buildTimeout: Double = 1800
    public var testTimeout: Double = 300
    /// Seconds all the test runs of one `grade` may take together (a roster student's time
    /// budget); nil: each run has `testTimeout`. Lessons whose tests had not finished when it
    /// ran out are `.timedOut`.
    public var testBudget: Double?
    /// `testBudget`'s account for one `grade` (made by `grade`).
    private var budget: TestBudget?
    /// The order a test-writing lesson's variants' runs start in (`MutantRound.order`):
    /// random; tests fix it.
    var runOrder: @Sendable (Int) -> [Int] = { Array(0..<$0).shuffled() }
    /// Whether each learner module that built is screened by `SymbolPolicy` before any test
    /// runs. Off only in tests that prove the sandbox holds on its own.
    public var screensSymbols = true
    /// The course's git commit, when known: part of what a remembered mutant verdict is keyed by,
    /// and with `courseRepository` what a workspace's Classroom workflow is compared with.
    public var courseRevision: String?
    /// `owner/name` of the course on GitHub (its checkout's `origin`), when known.
    public var courseRepository: String?

    public init(lessonsDirectory: URL, sources: Sources, scratch: URL? = nil, buildDirectory: URL? = nil,
                runner: any CommandRunner = ProcessCommandRunner()) {
        self.lessonsDirectory = lessonsDirectory
        self.sources = sources
        self.runner = runner
        let name: String
        switch sources {
        case .workspace: name = "grade"
        case .course(let solutions): name = solutions ? "grade-solutions" : "grade-exercises"
        }
        self.scratch = scratch ?? lessonsDirectory.appendingPathComponent(".build-scratch/\(name)")
        let solutions = if case .course(true) = sources { true } else { false }
        self.buildDirectory = buildDirectory ?? ExerciseChecker.sharedBuildDirectory(lessonsDirectory: lessonsDirectory, solutions: solutions)
    }

    private var solutions: Bool { if case .course(true) = sources { true } else { false } }

    /// Grades every lesson with an exercise (or those in `only`), in course order.
    /// `progress` is called with a short phase name (`building`, `testing`) as work starts.
    public func grade(_ course: Course, only: Set<String>? = nil, progress: (String) -> Void = { _ in }) -> GradeReport {
        let chosen = course.lessons.filter { only?.contains($0.id) ?? true }
        var results: [String: ExerciseResult] = [:]
        var pending: [Lesson] = []
        let seal = (try? String(contentsOf: lessonsDirectory.appendingPathComponent(TestManifest.fileName), encoding: .utf8))
            .flatMap { try? TestManifest(text: $0) }
        var findings: [SubmissionAudit.Finding] = []
        if case .workspace(let workspace) = sources {
            let testNames = chosen.flatMap { courseTests(of: $0).keys.map { ($0 as NSString).lastPathComponent } }
            let workflow = ClassroomWorkflow.Expectation(course: course, repository: courseRepository, revision: courseRevision)
            findings = SubmissionAudit.findings(in: workspace, testFileNames: Set(testNames), workflow: workflow)
        }
        for lesson in chosen {
            guard let module = lesson.exercise else { continue }
            var result = ExerciseResult(lessonID: lesson.id, folder: lesson.folder, module: module, outcome: .notRun, solutions: solutions)
            result.submissionFindings = findings
            if case .workspace(let workspace) = sources {
                result.sourceFolder = "\(workspace.folder(for: lesson).path)/" + (lesson.kind == .tests ? "Tests/" : "")
            }
            let tamper = seal?.verify(folder: lesson.folder, in: lessonsDirectory) ?? [.notSealed(folder: lesson.folder)]
            if !tamper.isEmpty {
                result.outcome = .tampered
                result.tamperFindings = tamper
            } else if exerciseSources(of: lesson).isEmpty || testFiles(of: lesson).isEmpty {
                result.outcome = .buildFailed
                result.detail = "\(lesson.folder)/ has no Swift file. Type `archlab reset \(lesson.id) --exercise` to get the starter back."
            } else if let refused = ImportPolicy(lesson: lesson).refusal(of: exerciseSources(of: lesson), result: result) {
                result = refused
            } else {
                pending.append(lesson)
            }
            if lesson.kind == .tests { result.kind = .tests }
            results[lesson.id] = result
        }

        // One grader at a time per scratch package (another `archlab grade` waits here).
        var grader = self
        grader.budget = testBudget.map { TestBudget(seconds: $0) }
        package(for: pending).exclusively {
            grader.run(pending, results: &results, progress: progress)
        }
        if let budget = testBudget, grader.budget?.isSpent == true {
            // The lessons whose tests the budget cut short (the rest have their verdicts).
            for lesson in pending where results[lesson.id]?.outcome == .timedOut
                || (results[lesson.id]?.outcome != .passed && results[lesson.id]?.testRun?.ranOutOfTime == true) {
                results[lesson.id]?.outcome = .timedOut
                results[lesson.id]?.detail = "the \(Int(budget)) seconds this student's tests may take in all were used up"
            }
        }
        return GradeReport(results: chosen.compactMap { results[$0.id] },
                           skipped: chosen.filter { $0.exercise == nil }.map(\.id), solutions: solutions)
    }

    /// Builds `lessons` together, then runs the code exercises' tests (again for those a crash
    /// cut off), then grades the test-writing lessons that built.
    private func run(_ lessons: [Lesson], results: inout [String: ExerciseResult], progress: (String) -> Void) {
        let built = build(lessons, results: &results, progress: progress)
        progress("testing")
        var shared = built.filter { $0.kind != .tests }
        while !shared.isEmpty {
            shared = test(shared, results: &results)
        }
        gradeTestWriting(built.filter { $0.kind == .tests }, built: built, results: &results)
    }

    /// Seconds a test run may take now: `testTimeout`, or less when the budget is nearly spent.
    private var runTimeout: Double { min(testTimeout, budget?.left ?? .infinity) }

    /// Test-writing lessons of the build (`built` are all its lessons): for each, the
    /// reference's tests and those of each seeded bug whose verdict is not remembered run in a
    /// `MutantRound`; when they pass on the reference, a bug is caught when one of them fails
    /// on it.
    private func gradeTestWriting(_ lessons: [Lesson], built: [Lesson], results: inout [String: ExerciseResult]) {
        guard !lessons.isEmpty else { return }
        var cache = MutantVerdictCache(file: scratch.deletingLastPathComponent().appendingPathComponent(scratch.lastPathComponent + "-verdicts.json"))
        let course = Workspace.sealDigest(of: lessonsDirectory) + (courseRevision ?? "")
        let package = self.package(for: built)
        for lesson in lessons {
            guard let module = lesson.exercise, let place = places(for: [lesson])[module] else { continue }
            let folder = lessonsDirectory.appendingPathComponent(lesson.folder)
            let mutants = Mutant.list(in: folder)
            let tests = Array(testFiles(of: lesson).values)
            let keys = mutants.map { mutant in
                MutantVerdictCache.key(mutant: mutant, files: Array(MutantTargets.codeUnderTest(in: folder, mutant: mutant.name).values) + tests, course: course)
            }
            var verdicts: [String: MutantVerdict] = [:]
            for (mutant, key) in zip(mutants, keys) { verdicts[mutant.name] = cache.verdict(for: mutant, key: key) }
            var round = MutantRound(package: package, module: module, lessonFolder: folder, place: place, runner: runner,
                                    buildTimeout: buildTimeout, testTimeout: runTimeout)
            round.order = runOrder
            round.budget = budget
            guard budget?.isSpent != true else {
                results[lesson.id]?.outcome = .timedOut
                continue
            }
            let outcome = round.run(mutants.filter { verdicts[$0.name] == nil })
            record(outcome.reference, of: [lesson], in: package, results: &results)
            guard results[lesson.id]?.outcome == .passed else { continue }
            if mutants.isEmpty {
                results[lesson.id]?.outcome = .notRun
                results[lesson.id]?.detail = "the lesson has no seeded bugs in Lessons/\(lesson.folder)/\(Mutant.folderName)/ (a course problem; tell your teacher)"
                continue
            }
            for verdict in outcome.verdicts {
                verdicts[verdict.mutant.name] = verdict
                if let index = mutants.firstIndex(of: verdict.mutant) { cache.remember(verdict, key: keys[index]) } // `notRun` is never remembered
            }
            let found = mutants.compactMap { verdicts[$0.name] }
            results[lesson.id]?.mutants = found
            results[lesson.id]?.outcome = found.allSatisfy(\.caught) ? .passed : .bugsMissed
        }
        cache.save()
    }

    // MARK: Build

    /// Builds `lessons` together, dropping the ones that do not compile until the rest does;
    /// returns the lessons that built.
    private func build(_ lessons: [Lesson], results: inout [String: ExerciseResult], progress: (String) -> Void) -> [Lesson] {
        var pending = lessons
        while !pending.isEmpty {
            progress("building")
            let package = self.package(for: pending)
            do { try package.write() } catch {
                for lesson in pending { results[lesson.id]?.detail = "could not prepare the build: \(error)" }
                return []
            }
            let output = runner.run(runner.sandbox.command(package.buildCommand, spec: package.buildSpec), in: scratch,
                                    environment: package.buildEnvironment, timeout: buildTimeout)
            let share = output.seconds / Double(pending.count)
            for lesson in pending { results[lesson.id]?.buildSeconds += share }
            if let reason = ExerciseChecker.stopReason(output, phase: "building", timeout: buildTimeout) {
                for lesson in pending { results[lesson.id]?.detail = reason }
                return []
            }
            if output.status == 0 {
                let refused = screen(pending, in: package, results: &results)
                if refused.isEmpty { return pending }
                // Built all the same: the refused modules' code must not be in the bundle that runs.
                pending.removeAll { lesson in refused.contains { $0.id == lesson.id } }
                continue
            }
            let errors = CompilerDiagnostic.errors(in: output.combined)
            let broken = pending.filter { lesson in errors.contains { owner(of: $0.file, in: package) == lesson.exercise } }
            guard !broken.isEmpty else {
                // Not attributable to one exercise (a linker error, say): build each alone.
                if pending.count == 1 {
                    results[pending[0].id]?.outcome = .buildFailed
                    results[pending[0].id]?.detail = ExerciseChecker.tail(of: output.combined)
                    return []
                }
                return pending.flatMap { build([$0], results: &results, progress: progress) }
            }
            for lesson in broken {
                let own = errors.filter { owner(of: $0.file, in: package) == lesson.exercise }
                results[lesson.id]?.outcome = .buildFailed
                results[lesson.id]?.compilerErrors = own
                results[lesson.id] = results[lesson.id]?.mappingPaths(from: package, to: places(for: [lesson]))
            }
            pending.removeAll { lesson in broken.contains { $0.id == lesson.id } }
        }
        return []
    }

    /// The lessons of a build whose learner module `SymbolPolicy` refuses (the exercise, or a
    /// test-writing lesson's tests), their results made `buildFailed` with the reasons.
    private func screen(_ lessons: [Lesson], in package: ScratchPackage, results: inout [String: ExerciseResult]) -> [Lesson] {
        guard screensSymbols else { return [] }
        var refused: [Lesson] = []
        for lesson in lessons {
            guard let target = package.targets.first(where: { $0.module == lesson.exercise }), let result = results[lesson.id] else { continue }
            let module = lesson.kind == .tests ? target.testModule : target.module
            if let refusal = SymbolPolicy(lesson: lesson).refusal(ofModule: module, buildDirectory: buildDirectory, files: exerciseSources(of: lesson), result: result) {
                results[lesson.id] = refusal
                refused.append(lesson)
            }
        }
        return refused
    }

    /// The module whose scratch folder holds `file`, if any.
    private func owner(of file: String, in package: ScratchPackage) -> String? {
        package.target(owning: file)?.module
    }

    // MARK: Test

    /// Runs the tests of `lessons` (code exercises) in one process; returns the lessons still
    /// to run when the process died before reaching them.
    private func test(_ lessons: [Lesson], results: inout [String: ExerciseResult]) -> [Lesson] {
        let package = self.package(for: lessons)
        if let bundle = package.testBundle {
            testSealed(lessons, bundle: bundle, package: package, results: &results)
            return []
        }
        let filter = "^(" + lessons.compactMap(\.exercise).map { "\($0)Tests" }.joined(separator: "|") + ")\\."
        let specifiers = package.targets.flatMap { target in target.xcTestClasses.map { "\(target.testModule).\($0)" } }
        let command = package.directTestCommand(classes: specifiers)
            ?? package.swiftTestCommand(filter: filter)
        let output = runner.run(command, in: scratch, environment: [:], timeout: testTimeout)
        return record(output, of: lessons, in: package, results: &results)
    }

    /// Reads the run of `lessons`' tests into their results, each test attributed to its
    /// lesson by its class; returns the lessons still to run when the process died before
    /// reaching them. `package` is the package the run's bundle was built from.
    private func record(_ output: CommandOutput, of lessons: [Lesson], in package: ScratchPackage, results: inout [String: ExerciseResult]) -> [Lesson] {
        let classes = testClasses(of: lessons)
        if let reason = ExerciseChecker.stopReason(output, phase: "testing", timeout: testTimeout), !output.timedOut {
            for lesson in lessons { results[lesson.id]?.detail = reason }
            return []
        }
        let run = TestOutputParser.parseTestOutput(output.combined)
        let crashedModule = run.cases.first { $0.status == .crashed }.flatMap { classes[$0.suite] }
        var rerun: [Lesson] = []
        for lesson in lessons {
            guard let module = lesson.exercise else { continue }
            let own = run.cases.filter { classes[$0.suite] == module || (classes[$0.suite] == nil && lessons.count == 1) }
            if own.isEmpty, crashedModule != nil || output.timedOut {
                if lessons.count > 1 { rerun.append(lesson); continue }
            }
            var lessonRun = TestRun(cases: own, crash: crashedModule == module || (lessons.count == 1 && run.crash != nil) ? run.crash : nil)
            if output.timedOut, own.contains(where: { $0.status == .crashed }) || lessons.count == 1 {
                lessonRun.crash = TestCrash(testName: nil, message: "the tests ran longer than \(Int(testTimeout)) seconds and were stopped (an endless loop, or waiting for an event that never comes?)", location: nil)
            }
            results[lesson.id]?.testSeconds = own.compactMap(\.seconds).reduce(0, +)
            results[lesson.id]?.testRun = lessonRun
            results[lesson.id]?.outcome = lessonRun.allPassed ? .passed : .testsFailed
            if own.isEmpty && lessonRun.crash == nil {
                results[lesson.id]?.detail = "No tests ran (\(module)Tests). " + (ExerciseChecker.tail(of: output.combined) ?? "")
            }
            results[lesson.id] = results[lesson.id]?.mappingPaths(from: package, to: places(for: [lesson]))
        }
        // A second run with the same lessons would die the same way; progress is guaranteed
        // because the crashed lesson is never among the ones run again.
        return rerun.count < lessons.count ? rerun : []
    }

    /// Runs the tests of `lessons` in `bundle` sealed off (`SealedTestRun`: verdicts from the
    /// grader's observer, processes started again after one ends early) and gives each lesson
    /// the cases of its own test module.
    private func testSealed(_ lessons: [Lesson], bundle: URL, package: ScratchPackage, results: inout [String: ExerciseResult]) {
        let classes = package.targets.flatMap { target in target.xcTestClasses.map { "\(target.testModule).\($0)" } }
        let timeout = runTimeout
        var run = SealedTestRun(sandbox: runner.sandbox, runner: runner, bundle: bundle,
                                runsFolder: package.runsFolder, timeout: max(timeout, 0))
        run.budget = budget
        record(run.run(classes: classes), of: lessons, in: package, results: &results)
    }

    /// Reads a sealed run of `lessons`' tests into their results, each test attributed to its
    /// lesson by its test module. `package` is the package the run's bundle was built from.
    private func record(_ sealed: SealedTestRun.Outcome, of lessons: [Lesson], in package: ScratchPackage, results: inout [String: ExerciseResult]) {
        if let reason = ExerciseChecker.stopReason(sealed.output, phase: "testing", timeout: testTimeout), !sealed.output.timedOut {
            for lesson in lessons { results[lesson.id]?.detail = reason }
            return
        }
        for lesson in lessons {
            guard let module = lesson.exercise else { continue }
            let own = sealed.run.cases.filter { $0.module == "\(module)Tests" }
            let crash = own.contains { $0.status == .crashed } ? sealed.run.crash : nil
            let lessonRun = TestRun(cases: own, crash: crash, ranOutOfTime: sealed.run.ranOutOfTime && own.contains { $0.status != .passed })
            results[lesson.id]?.testSeconds = own.compactMap(\.seconds).reduce(0, +)
            results[lesson.id]?.testRun = lessonRun
            results[lesson.id]?.outcome = lessonRun.allPassed ? .passed : .testsFailed
            if own.isEmpty {
                results[lesson.id]?.detail = "No tests ran (\(module)Tests). " + (ExerciseChecker.tail(of: sealed.output.combined) ?? "")
            }
            results[lesson.id] = results[lesson.id]?.mappingPaths(from: package, to: places(for: [lesson]))
        }
    }

    /// Test class name → module, read from the course's sealed test files.
    private func testClasses(of lessons: [Lesson]) -> [String: String] {
        var classes: [String: String] = [:]
        for target in package(for: lessons).targets {
            for name in target.xcTestClasses { classes[name] = target.module }
        }
        return classes
    }

    // MARK: Assembly

    /// The package of `lessons`: a target per exercise; for a test-writing lesson, the
    /// reference's (`MutantTargets.target`).
    private func package(for lessons: [Lesson]) -> ScratchPackage {
        ScratchPackage(name: "ArchLabGrade", directory: scratch, courseRoot: lessonsDirectory.deletingLastPathComponent(),
                       targets: lessons.compactMap { lesson -> ScratchPackage.Target? in
                           guard let module = lesson.exercise else { return nil }
                           guard lesson.kind == .tests else { return .init(module: module, sources: exerciseSources(of: lesson), tests: testFiles(of: lesson)) }
                           return MutantTargets.target(module: module, lessonFolder: lessonsDirectory.appendingPathComponent(lesson.folder), tests: testFiles(of: lesson))
                       },
                       buildDirectory: buildDirectory)
    }

    /// The tests of a lesson's target: the course's sealed ones, or the learner's.
    private func testFiles(of lesson: Lesson) -> [String: URL] {
        lesson.kind == .tests ? exerciseSources(of: lesson) : courseTests(of: lesson)
    }

    private func places(for lessons: [Lesson]) -> [String: (sources: URL, tests: URL)] {
        var places: [String: (sources: URL, tests: URL)] = [:]
        for lesson in lessons {
            guard let module = lesson.exercise else { continue }
            let folder = lessonsDirectory.appendingPathComponent(lesson.folder)
            places[module] = lesson.kind == .tests
                ? (folder.appendingPathComponent("Reference"), sourceFolder(of: lesson).appendingPathComponent("Tests"))
                : (sourceFolder(of: lesson), folder.appendingPathComponent("Tests"))
        }
        return places
    }

    private func sourceFolder(of lesson: Lesson) -> URL {
        switch sources {
        case .workspace(let workspace): workspace.folder(for: lesson)
        case .course(let solutions): lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent(solutions ? "Solution" : "Exercise")
        }
    }

    /// What the learner wrote: exercise sources, or for a test-writing lesson their tests.
    func exerciseSources(of lesson: Lesson) -> [String: URL] {
        switch sources {
        case .workspace(let workspace): workspace.exerciseFiles(for: lesson)
        case .course: SourceFiles.swiftFiles(under: sourceFolder(of: lesson).appendingPathComponent(lesson.kind == .tests ? "Tests" : ""))
        }
    }

    private func courseTests(of lesson: Lesson) -> [String: URL] {
        SourceFiles.regularFiles(under: lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent("Tests"))
    }
}
