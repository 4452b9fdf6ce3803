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

/// Test-writing lessons in a batch grade: the reference and every seeded bug in the one
/// build, the reference's tests in the shared run, each bug's copy of the tests on its own.
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

    private func grade(_ runner: MutantAwareRunner) throws -> ExerciseResult {
        let report = BatchGrader(lessonsDirectory: course.lessons, sources: .course(solutions: true), runner: runner)
            .grade(try course.course(), only: ["spec"])
        return try XCTUnwrap(report.results.first)
    }

    func testOneBuild_CaughtAndMissedBugsAreReported() throws {
        let runner = MutantAwareRunner()
        let result = try grade(runner)
        XCTAssertEqual(result.kind, .tests)
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertEqual(result.mutants.map(\.mutant.name), ["a-wrong", "b-same"])
        XCTAssertEqual(result.mutants.map(\.caught), [true, false])
        XCTAssertEqual(result.mutants[0].caughtBy, ["testSpec"])
        XCTAssertEqual(runner.builds, 1, "the reference and both bugs in one build")
        XCTAssertEqual(runner.testModules.first, "SpecTests")
        XCTAssertEqual(Set(runner.testModules), ["SpecTests", "Spec_a_wrongTests", "Spec_b_sameTests"])
        let manifest = try String(contentsOf: course.lessons.appendingPathComponent(".build-scratch/grade-solutions/Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("\"-module-alias\", \"Spec=Spec_a_wrong\""), manifest)

        // Again, unchanged: the verdicts are remembered, no bug's tests run.
        let again = MutantAwareRunner()
        XCTAssertEqual(try grade(again).mutants.map(\.caught), [true, false])
        XCTAssertEqual(again.testModules, ["SpecTests"])

        // The learner's tests changed: every bug's tests run again.
        try course.folder.write("import Spec\nimport XCTest\nfinal class SpecTests: XCTestCase { func testSpec() { _ = 1 } }\n",
                                to: "ArchLab/Lessons/05-spec/Solution/Tests/SpecTests.swift")
        let changed = MutantAwareRunner()
        _ = try grade(changed)
        XCTAssertEqual(Set(changed.testModules), ["SpecTests", "Spec_a_wrongTests", "Spec_b_sameTests"])
    }

    func testTestsNotCompilingAgainstABug_TakeOutOnlyThatBug() throws {
        let runner = MutantAwareRunner(brokenModule: "Spec_b_same")
        let result = try grade(runner)
        XCTAssertEqual(runner.builds, 2, "built again without the bug")
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertEqual(result.mutants.map(\.status), [.caught, .notRun])
        XCTAssertEqual(result.mutants[1].detail,
                       "the tests do not compile against this bug: \(course.lessons.appendingPathComponent("05-spec/Solution/Tests/SpecTests.swift").path):3: cannot find 'x' in scope")
        XCTAssertFalse(runner.testModules.contains("Spec_b_sameTests"))
        let manifest = try String(contentsOf: course.lessons.appendingPathComponent(".build-scratch/grade-solutions/Package.swift"), encoding: .utf8)
        XCTAssertFalse(manifest.contains("Spec_b_same"), manifest)
    }
}

/// Builds work (except, once, the copy of the tests in `brokenModule`); the tests fail when
/// the code under test of the module they run says `caught`.
private final class MutantAwareRunner: CommandRunner, @unchecked Sendable { // `calls` and `broken` are guarded by `lock`
    private let lock = NSLock()
    private var calls: [[String]] = []
    private var broken: String?

    init(brokenModule: String? = nil) { broken = brokenModule }

    var builds: Int { lock.withLock { calls.filter { $0.dropFirst().first == "build" }.count } }
    /// The test modules run, from each `swift test --filter '^(Module)\.'`.
    var testModules: [String] {
        lock.withLock { calls.filter { $0.dropFirst().first == "test" } }.compactMap { call in
            call.last.map { String($0.drop { $0 == "^" || $0 == "(" }.prefix { $0 != "\\" && $0 != ")" && $0 != "|" }) }
        }
    }

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        let broken = lock.withLock { () -> String? in
            calls.append(arguments)
            defer { if arguments.dropFirst().first == "build" { self.broken = nil } }
            return self.broken
        }
        if arguments.dropFirst().first == "build" {
            guard let broken else { return CommandOutput(status: 0, stdout: "", stderr: "") }
            return CommandOutput(status: 1, stdout: "\(directory.path)/Tests/\(broken)Tests/SpecTests.swift:3:5: error: cannot find 'x' in scope\n", stderr: "")
        }
        let module = arguments.last.map { String($0.drop { $0 == "^" || $0 == "(" }.prefix { $0 != "\\" && $0 != ")" && $0 != "|" }.dropLast("Tests".count)) } ?? ""
        let code = (try? String(contentsOf: directory.appendingPathComponent("Sources/\(module)/Spec.swift"), encoding: .utf8)) ?? ""
        let failing = code.contains("caught")
        let output = "Test Case 'SpecTests.testSpec' started at 2026-12-01 10:00:00.000\n"
            + (failing ? "\(directory.path)/Tests/\(module)Tests/SpecTests.swift:3: error: SpecTests.testSpec : failed - wrong\nTest Case 'SpecTests.testSpec' failed (0.001 seconds)\n"
                       : "Test Case 'SpecTests.testSpec' passed (0.001 seconds)\n")
        return CommandOutput(status: failing ? 1 : 0, stdout: output, stderr: "")
    }
}
