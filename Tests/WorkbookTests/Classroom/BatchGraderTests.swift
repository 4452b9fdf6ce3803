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

/// Test-writing lessons in a batch grade: the reference in the main build, then one build per
/// round of seeded bugs, every lesson's bug of that round built together.
final class BatchGraderMutantTests: XCTestCase {
    func testMutantRounds_CaughtAndMissedBugsAreReported() throws {
        let course = try MiniCourse()
        defer { course.remove() }
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
        let runner = MutantAwareRunner()
        let report = BatchGrader(lessonsDirectory: course.lessons, sources: .course(solutions: true), runner: runner)
            .grade(try course.course(), only: ["spec"])
        let result = try XCTUnwrap(report.results.first)
        XCTAssertEqual(result.kind, .tests)
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertEqual(result.mutants.map(\.mutant.name), ["a-wrong", "b-same"])
        XCTAssertEqual(result.mutants.map(\.caught), [true, false])
        XCTAssertEqual(runner.directories, [".build-scratch/grade-solutions", ".build-scratch/grade-solutions",
                                            ".build-scratch/grade-solutions-mutants", ".build-scratch/grade-solutions-mutants",
                                            ".build-scratch/grade-solutions-mutants", ".build-scratch/grade-solutions-mutants"])

        // Again, unchanged: the verdicts are remembered, no mutant is built.
        let again = MutantAwareRunner()
        let second = BatchGrader(lessonsDirectory: course.lessons, sources: .course(solutions: true), runner: again)
            .grade(try course.course(), only: ["spec"])
        XCTAssertEqual(second.results.first?.mutants.map(\.caught), [true, false])
        XCTAssertEqual(again.directories, [".build-scratch/grade-solutions", ".build-scratch/grade-solutions"])

        // The learner's tests changed: every bug is built again.
        try course.folder.write("import Spec\nimport XCTest\nfinal class SpecTests: XCTestCase { func testSpec() { _ = 1 } }\n",
                                to: "ArchLab/Lessons/05-spec/Solution/Tests/SpecTests.swift")
        let changed = MutantAwareRunner()
        _ = BatchGrader(lessonsDirectory: course.lessons, sources: .course(solutions: true), runner: changed).grade(try course.course(), only: ["spec"])
        XCTAssertEqual(changed.directories.filter { $0.hasSuffix("-mutants") }.count, 4)
    }
}

/// Builds always work; `SpecTests.testSpec` fails when the code under test says `caught`.
private final class MutantAwareRunner: CommandRunner, @unchecked Sendable { // `seen` is guarded by `lock`
    private let lock = NSLock()
    private var seen: [String] = []

    var directories: [String] { lock.withLock { seen } }

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        lock.withLock { seen.append(directory.pathComponents.suffix(2).joined(separator: "/")) }
        guard arguments.dropFirst().first == "test" else { return CommandOutput(status: 0, stdout: "", stderr: "") }
        let code = (try? String(contentsOf: directory.appendingPathComponent("Sources/Spec/Spec.swift"), encoding: .utf8)) ?? ""
        let failing = code.contains("caught")
        let output = "Test Case 'SpecTests.testSpec' started at 2026-12-01 10:00:00.000\n"
            + (failing ? "\(directory.path)/Tests/SpecTests/SpecTests.swift:3: error: SpecTests.testSpec : failed - wrong\nTest Case 'SpecTests.testSpec' failed (0.001 seconds)\n"
                       : "Test Case 'SpecTests.testSpec' passed (0.001 seconds)\n")
        return CommandOutput(status: failing ? 1 : 0, stdout: output, stderr: "")
    }
}
