@testable import ArchLabWorkbook
import Foundation
import XCTest

/// One build and one test run for many lessons; broken exercises are taken out, crashes rerun.
final class BatchGraderTests: XCTestCase {
    private var course: MiniCourse!

    override func setUpWithError() throws {
        course = try MiniCourse()
        try course.addLesson(number: 3, id: "alpha", module: "Alpha")
        try course.addLesson(number: 4, id: "beta", module: "Beta")
    }

    override func tearDown() { course.remove() }

    private var scratch: URL { course.lessons.appendingPathComponent(".build-scratch/grade") }

    private func passing(_ modules: [String]) -> String {
        modules.map { "Test Case '\($0)Tests.testValue' started at 2026-12-01 10:00:00.000\nTest Case '\($0)Tests.testValue' passed (0.001 seconds)\n" }.joined()
    }

    func testBrokenExercise_IsTakenOutAndTheRestBuildsOnce() throws {
        let workspace = try course.workspace()
        let broken = CommandOutput(status: 1, stdout: "\(scratch.path)/Sources/Alpha/Alpha.swift:1:30: error: cannot find 'x' in scope\n", stderr: "", seconds: 4)
        let runner = SequenceRunner(builds: [broken, CommandOutput(status: 0, stdout: "", stderr: "", seconds: 2)],
                                    tests: [CommandOutput(status: 0, stdout: passing(["Beta", "Counter"]), stderr: "")])
        let report = BatchGrader(lessonsDirectory: course.lessons, sources: .workspace(workspace), runner: runner).grade(try course.course())

        XCTAssertEqual(report.results.map(\.lessonID), ["counter", "alpha", "beta"])
        XCTAssertEqual(report.results.map(\.outcome), [.passed, .buildFailed, .passed])
        XCTAssertEqual(report.skipped, ["hello"])
        XCTAssertEqual(report.results[1].compilerErrors.map(\.file), [workspace.root.appendingPathComponent("03-alpha/Alpha.swift").path])
        let shared = course.lessons.appendingPathComponent(".build").path
        XCTAssertEqual(runner.calls, [
            ["swift", "build", "--build-tests", "--scratch-path", shared],
            ["swift", "build", "--build-tests", "--scratch-path", shared],
            ["swift", "test", "--skip-build", "--scratch-path", shared, "--filter", "^(CounterTests|BetaTests)\\."],
        ])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("Sources").path).sorted(), ["Beta", "Counter"])
    }

    func testExerciseBreakingTheImportPolicy_IsNotBuiltAndTheRestGrade() throws {
        let workspace = try course.workspace()
        let file = workspace.root.appendingPathComponent("03-alpha/Alpha.swift")
        try Data("import Foundation\npublic func value() -> Int { Int(exit(3)) }\n".utf8).write(to: file)
        let runner = SequenceRunner(builds: [CommandOutput(status: 0, stdout: "", stderr: "")],
                                    tests: [CommandOutput(status: 0, stdout: passing(["Beta", "Counter"]), stderr: "")])
        let report = BatchGrader(lessonsDirectory: course.lessons, sources: .workspace(workspace), runner: runner).grade(try course.course())

        XCTAssertEqual(report.results.map(\.outcome), [.passed, .buildFailed, .passed])
        XCTAssertEqual(report.results[1].compilerErrors.map(\.file), [file.path])
        XCTAssertEqual(report.results[1].compilerErrors.map(\.message),
                       ["`import Foundation` is not allowed in lesson 03's exercise; it may import Rx, RIBs, CleanSwift, HeadlessUI, Alpha"])
        XCTAssertEqual(runner.calls.filter { $0.dropFirst().first == "build" }.count, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("Sources").path).sorted(), ["Beta", "Counter"])
    }

    func testCrash_BlamesItsLessonAndRerunsTheOnesThatDidNotRun() throws {
        let crash = "Test Case 'AlphaTests.testValue' started at 2026-12-01 10:00:00.000\nAlpha/Alpha.swift:1: Fatal error: boom\n"
        let runner = SequenceRunner(builds: [CommandOutput(status: 0, stdout: "", stderr: "")],
                                    tests: [CommandOutput(status: 1, stdout: crash, stderr: ""),
                                            CommandOutput(status: 0, stdout: passing(["Beta", "Counter"]), stderr: "")])
        let report = BatchGrader(lessonsDirectory: course.lessons, sources: .course(solutions: true), runner: runner).grade(try course.course())
        XCTAssertEqual(report.results.map(\.outcome), [.passed, .testsFailed, .passed])
        XCTAssertEqual(report.results[1].testRun?.crash?.message, "Fatal error: boom")
        XCTAssertTrue(report.solutions)
        XCTAssertEqual(runner.calls.last, ["swift", "test", "--skip-build", "--scratch-path", course.lessons.appendingPathComponent(".build-solutions").path,
                                           "--filter", "^(CounterTests|BetaTests)\\."])
        XCTAssertEqual(try String(contentsOf: course.lessons.appendingPathComponent(".build-scratch/grade-solutions/Sources/Beta/Beta.swift"), encoding: .utf8),
                       "public func value() -> Int { 4 }\n")
    }

    func testEditedCourseTests_AreRefusedBeforeAnyBuild() throws {
        try course.folder.write("// changed\n", to: "ArchLab/Lessons/03-alpha/Tests/AlphaTests.swift")
        let runner = SequenceRunner(builds: [CommandOutput(status: 0, stdout: "", stderr: "")],
                                    tests: [CommandOutput(status: 0, stdout: passing(["Beta", "Counter"]), stderr: "")])
        let report = BatchGrader(lessonsDirectory: course.lessons, sources: .course(solutions: false), runner: runner).grade(try course.course())
        XCTAssertEqual(report.results.map(\.outcome), [.passed, .tampered, .passed])
        XCTAssertEqual(report.results[1].tamperFindings, [.changed("03-alpha/Tests/AlphaTests.swift")])
    }

    func testXCTestClasses_AreReadFromDeclarations() {
        XCTAssertEqual(ScratchPackage.xcTestClasses(in: "final class AlphaTests: XCTestCase {\nclass Helper {}\nclass B:XCTestCase{}\n"), ["AlphaTests", "B"])
    }
}

/// Test-writing lessons in a batch grade: the reference in the one build, each seeded bug
/// compiled beside it, the reference's tests and each bug's run apart from the shared run.
final class BatchGraderMutantTests: XCTestCase {
    private var course: MiniCourse!

    override func setUpWithError() throws {
        course = try MiniCourse()
        try course.folder.write("---\nid: spec\ntitle: Spec\ntime: 5\nexercise: Spec\nkind: tests\n---\n\n# Spec\n\n## Step 1: Test it\n\n```archlab\ncheck\n```\n\n<!-- check: exercise passes -->\n",
                                to: "ArchLab/Lessons/05-spec/lesson.md")
        try course.folder.write("public func spec() -> Int { 1 }\n", to: "ArchLab/Lessons/05-spec/Reference/Spec.swift")
        try course.folder.write("public func spec() -> Int { 2 } // caught\n", to: "ArchLab/Lessons/05-spec/Mutants/a-wrong/Spec.swift")
        try course.folder.write("returns two\n", to: "ArchLab/Lessons/05-spec/Mutants/a-wrong/description")
        try course.folder.write("public func spec() -> Int { 1 } // missed\n", to: "ArchLab/Lessons/05-spec/Mutants/b-same/Spec.swift")
        try course.folder.write("looks the same\n", to: "ArchLab/Lessons/05-spec/Mutants/b-same/description")
        try course.folder.write("import Spec\nimport XCTest\nfinal class SpecTests: XCTestCase { func testSpec() {} }\n",
                                to: "ArchLab/Lessons/05-spec/Solution/Tests/SpecTests.swift")
        try course.reseal()
    }

    override func tearDown() { course.remove() }

    private static let passed = CommandOutput(status: 0, stdout: "Test Case 'SpecTests.testSpec' started at 2026-12-01 10:00:00.000\nTest Case 'SpecTests.testSpec' passed (0.001 seconds)\n", stderr: "")
    private static let failed = CommandOutput(status: 1, stdout: "Test Case 'SpecTests.testSpec' started at 2026-12-01 10:00:00.000\n/x/SpecTests.swift:3: error: SpecTests.testSpec : failed - wrong\nTest Case 'SpecTests.testSpec' failed (0.001 seconds)\n", stderr: "")

    private func toolchain() -> FakeToolchain {
        FakeToolchain(tests: ["reference": Self.passed, "a-wrong": Self.failed, "b-same": Self.passed])
    }

    private func grade(_ runner: FakeToolchain, only: Set<String> = ["spec"]) throws -> GradeReport {
        BatchGrader(lessonsDirectory: course.lessons, sources: .course(solutions: true), runner: runner).grade(try course.course(), only: only)
    }

    func testOneBuild_CaughtAndMissedBugsAreReported() throws {
        let runner = toolchain()
        let result = try XCTUnwrap(try grade(runner).results.first)
        XCTAssertEqual(result.kind, .tests)
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertEqual(result.mutants.map(\.mutant.name), ["a-wrong", "b-same"])
        XCTAssertEqual(result.mutants.map(\.caught), [true, false])
        XCTAssertEqual(result.mutants[0].caughtBy, ["testSpec"])
        XCTAssertEqual(runner.packageBuilds.count, 1, "the reference in one SwiftPM build, the bugs compiled beside it")
        let scratch = course.lessons.appendingPathComponent(".build-scratch/grade-solutions").standardizedFileURL.path
        XCTAssertEqual(runner.packageBuilds.first?.environment, ["PWD": scratch], "SwiftPM plans again for a package after another in the build folder")
        XCTAssertEqual(Set(runner.variantsRun), ["reference", "a-wrong", "b-same"])
        let manifest = try String(contentsOf: course.lessons.appendingPathComponent(".build-scratch/grade-solutions/Package.swift"), encoding: .utf8)
        XCTAssertFalse(manifest.contains("a_wrong"), manifest)

        // Again, unchanged: the verdicts are remembered, only the reference's tests run.
        let again = toolchain()
        XCTAssertEqual(try XCTUnwrap(try grade(again).results.first).mutants.map(\.caught), [true, false])
        XCTAssertEqual(again.variantsRun, ["reference"])

        // The learner's tests changed: every bug's tests run again.
        try course.folder.write("import Spec\nimport XCTest\nfinal class SpecTests: XCTestCase { func testSpec() { _ = 1 } }\n",
                                to: "ArchLab/Lessons/05-spec/Solution/Tests/SpecTests.swift")
        let changed = toolchain()
        _ = try grade(changed)
        XCTAssertEqual(Set(changed.variantsRun), ["reference", "a-wrong", "b-same"])
    }

    /// A verdict remembered by an earlier way of building the bugs (its key lacks the
    /// mechanism) is not reused: those bugs could be told apart by their module's name.
    func testVerdictsOfTheEarlierMechanism_AreNotReused() throws {
        let folder = course.lessons.appendingPathComponent("05-spec")
        let tests = Array(SourceFiles.swiftFiles(under: folder.appendingPathComponent("Solution/Tests")).values)
        let course = Workspace.sealDigest(of: self.course.lessons)
        let mutant = Mutant(name: "b-same", description: "looks the same")
        let files = Array(MutantTargets.codeUnderTest(in: folder, mutant: mutant.name).values) + tests
        let digests = files.map { SHA256.hexDigest(try! Data(contentsOf: $0)) }.sorted()
        let earlier = SHA256.hexDigest(Array(([mutant.name, course] + digests).joined(separator: "\n").utf8))
        XCTAssertNotEqual(earlier, MutantVerdictCache.key(mutant: mutant, files: files, course: course))
        try self.course.folder.write("{\"\(earlier)\": {\"status\": \"caught\", \"caughtBy\": [\"testModuleName\"]}}",
                                     to: "ArchLab/Lessons/.build-scratch/grade-solutions-verdicts.json")
        let runner = toolchain()
        let result = try XCTUnwrap(try grade(runner).results.first)
        XCTAssertEqual(result.mutants.map(\.caught), [true, false])
        XCTAssertEqual(Set(runner.variantsRun), ["reference", "a-wrong", "b-same"])
    }

    /// The shared run holds the code exercises' tests only; the test-writing lesson's
    /// reference runs apart, with the very arguments, folder and environment of its bugs' runs.
    func testReferenceRunsApartFromTheSharedRun_AsItsBugsRun() throws {
        let runner = toolchain()
        let report = try grade(runner, only: ["counter", "spec"])
        XCTAssertEqual(report.results.map(\.lessonID), ["counter", "spec"])
        let runs = runner.testRuns
        XCTAssertEqual(runs.count, 4)
        // Sealed runs name the tests they run: `Module.Class/test,...`.
        let isSpec = { (call: FakeToolchain.Call) in call.arguments.last?.hasPrefix("SpecTests.SpecTests/") == true }
        let shared = runs.filter { !isSpec($0) }
        XCTAssertEqual(shared.count, 1)
        XCTAssertTrue(shared.allSatisfy { $0.arguments.last?.split(separator: ",").allSatisfy { $0.hasPrefix("CounterTests.CounterTests/") } == true }, "\(shared.map(\.arguments))")
        let spec = runs.filter(isSpec)
        XCTAssertEqual(spec.count, 3)
        XCTAssertEqual(Set(spec.map { $0.arguments.count }), [2])
        XCTAssertEqual(Set(spec.map { URL(fileURLWithPath: $0.arguments[0]).lastPathComponent }), ["ArchLabGradePackageTests.xctest"])
        XCTAssertEqual(Set(spec.map(\.directory)), [course.lessons.appendingPathComponent(".build-scratch/runs").path])
        XCTAssertEqual(Set(spec.map { Array($0.environment.keys) }), [["ARCHLAB_VERDICTS"]])
    }

    func testTestsNotCompilingAgainstABug_OnlyThatBugIsNotRun() throws {
        try course.folder.write("public func spec() -> Int { 1 } // missed\n// interface: breaks the tests\n", to: "ArchLab/Lessons/05-spec/Mutants/b-same/Spec.swift")
        try course.reseal()
        let runner = toolchain()
        let result = try XCTUnwrap(try grade(runner).results.first)
        XCTAssertEqual(runner.packageBuilds.count, 1)
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertEqual(result.mutants.map(\.status), [.caught, .notRun])
        XCTAssertEqual(result.mutants[1].detail,
                       "the tests do not compile against this bug: \(course.lessons.appendingPathComponent("05-spec/Solution/Tests/SpecTests.swift").path):4: value of type 'Presenter' has no member 'rows'")
        XCTAssertFalse(runner.variantsRun.contains("b-same"))
    }
}
