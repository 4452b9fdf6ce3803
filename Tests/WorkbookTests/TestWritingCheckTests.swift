import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// A test-writing exercise (`kind: tests`): one build of the learner's tests against the
/// reference and every mutant, then a test run per variant, over canned real tool output; no
/// Swift build runs here.
final class TestWritingCheckTests: XCTestCase {
    private var lessons: TemporaryFolder!
    private var lesson: Lesson!
    private var pass: CommandOutput!
    private var fail: CommandOutput!
    private let ok = CommandOutput(status: 0, stdout: "Build complete!\n", stderr: "", seconds: 2)

    override func setUpWithError() throws {
        lessons = try TemporaryFolder(prefix: "workbook-tests")
        let text = """
        ---
        id: spec
        title: Write the spec
        time: 10
        exercise: Spec
        kind: tests
        ---

        ## Step 1: Write the tests

        <!-- check: exercise passes -->
        """
        try lessons.write(text, to: "03-spec/lesson.md")
        let sealed = [
            "03-spec/Reference/Presenter.swift": "struct Presenter {}\n",
            "03-spec/Mutants/forgets-error/Presenter.swift": "struct Presenter { /* bug */ }\n",
            "03-spec/Mutants/forgets-error/description": "a presenter that forgets the error case\n",
            "03-spec/Mutants/reversed/Presenter.swift": "struct Presenter { /* other bug */ }\n",
            "03-spec/Mutants/reversed/description": "a presenter that shows the rows backwards\n",
        ]
        var manifest = ""
        for (path, contents) in sealed.sorted(by: { $0.key < $1.key }) {
            try lessons.write(contents, to: path)
            manifest += "\(SHA256.hexDigest(Array(contents.utf8)))  \(path)\n"
        }
        try lessons.write(manifest, to: TestManifest.fileName)
        try lessons.write("import XCTest\n", to: "03-spec/Exercise/Tests/SpecTests.swift")
        lesson = try LessonParser().parse(contentsOf: lessons.url.appendingPathComponent("03-spec/lesson.md"), folder: "03-spec")
        pass = CommandOutput(status: 0, stdout: try Fixtures.output("xctest-pass.txt"), stderr: "", seconds: 1)
        fail = CommandOutput(status: 1, stdout: try Fixtures.output("xctest-failures.txt"), stderr: "", seconds: 1)
    }

    override func tearDown() { lessons.remove() }

    func testParser_ReadsTheKind() {
        XCTAssertEqual(lesson.kind, .tests)
        XCTAssertThrowsError(try LessonParser().parse(text: "---\nid: a\ntitle: A\ntime: 5\nexercise: A\nkind: quiz\n---\n## Step 1: x\n<!-- check: ran help -->\n", file: "l.md")) { error in
            XCTAssertEqual((error as? LessonError)?.kind, .badKind)
        }
        XCTAssertThrowsError(try LessonParser().parse(text: "---\nid: a\ntitle: A\ntime: 5\nkind: tests\n---\n## Step 1: x\n<!-- check: ran help -->\n", file: "l.md")) { error in
            XCTAssertEqual((error as? LessonError)?.kind, .badKind)
        }
    }

    func testEveryMutantCaught_Passes() {
        let runner = VariantRunner(build: ok, tests: ["SpecTests": pass, "Spec_forgets_errorTests": fail, "Spec_reversedTests": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .passed)
        XCTAssertEqual(result.kind, .tests)
        XCTAssertEqual(runner.calls.filter { $0.arguments.dropFirst().first == "build" }.map(\.arguments),
                       [["swift", "build", "--build-tests", "--scratch-path", lessons.url.appendingPathComponent(".build").standardizedFileURL.path]],
                       "one build for the reference and every mutant")
        XCTAssertEqual(runner.testModules.first, "SpecTests", "the reference first")
        XCTAssertEqual(Set(runner.testModules), ["SpecTests", "Spec_forgets_errorTests", "Spec_reversedTests"])
        XCTAssertEqual(result.mutants.map(\.status), [.caught, .caught])
        XCTAssertEqual(result.buildSeconds, 2)
        let text = result.learnerText()
        XCTAssertTrue(text.hasPrefix("✔ Your tests pass on the correct code (1 test) and catch all 2 bugs:"), text)
        XCTAssertTrue(text.contains("✔ caught: a presenter that forgets the error case (by testFail, testNil)"), text)
        XCTAssertFalse(text.contains("/* bug */"), "the mutant's code stays hidden")
    }

    func testMissedMutant_NamesItByDescriptionOnly() {
        let runner = VariantRunner(build: ok, tests: ["SpecTests": pass, "Spec_forgets_errorTests": pass, "Spec_reversedTests": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertFalse(result.passed)
        let text = result.learnerText(hint: "Test the failure case.")
        XCTAssertTrue(text.hasPrefix("✘ Your tests catch 1 of 2 bugs; not caught: a presenter that forgets the error case."), text)
        XCTAssertTrue(text.contains("✘ not caught: a presenter that forgets the error case (every test passed on it)"), text)
        XCTAssertTrue(text.contains("Hint: Test the failure case."), text)
        XCTAssertTrue(text.hasSuffix("Edit the tests in Lessons/03-spec/Exercise/Tests/, then type `check` again."), text)
    }

    func testFailingOnTheReference_StopsBeforeTheMutants() {
        let runner = VariantRunner(build: ok, tests: ["SpecTests": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
        XCTAssertEqual(runner.testModules, ["SpecTests"], "no mutant's tests run when the tests fail on correct code")
        XCTAssertEqual(result.mutants, [])
        let text = result.learnerText()
        XCTAssertTrue(text.hasPrefix("✘ 7 of 9 of your tests fail on correct code. The code under test is right: fix the test."), text)
        XCTAssertTrue(text.contains("Your test fails on correct code: testNumbers"), text)
        XCTAssertTrue(text.contains("expected: [1, 2, 3]"), text)
    }

    func testNoTests_AskForOne() {
        let empty = CommandOutput(status: 0, stdout: "◇ Test run started.\n✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.\n", stderr: "")
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: VariantRunner(build: ok, tests: ["SpecTests": empty])).check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
        XCTAssertTrue(result.learnerText().hasPrefix("✘ No tests ran: write at least one test method"), result.learnerText())
    }

    func testTestsBreakingTheImportPolicy_AreNotBuilt() throws {
        try lessons.write("import XCTest\n@_silgen_name(\"exit\") func leave(_ code: Int32)\n", to: "03-spec/Exercise/Tests/SpecTests.swift")
        let runner = VariantRunner(build: ok, tests: ["SpecTests": pass])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .buildFailed)
        XCTAssertEqual(runner.calls.count, 0)
        XCTAssertEqual(result.compilerErrors.map(\.file), [lessons.url.appendingPathComponent("03-spec/Exercise/Tests/SpecTests.swift").path])
        XCTAssertTrue(result.compilerErrors.first?.message.hasPrefix("`@_silgen_name` is not allowed in lesson 03's exercise") == true, result.learnerText())
    }

    func testEditedMutant_IsTampering() throws {
        try lessons.write("struct Presenter {} // made harmless\n", to: "03-spec/Mutants/reversed/Presenter.swift")
        let runner = VariantRunner(build: ok, tests: [:])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .tampered)
        XCTAssertEqual(result.tamperFindings, [.changed("03-spec/Mutants/reversed/Presenter.swift")])
        XCTAssertEqual(runner.calls.count, 0)
    }

    /// The scratch package declares a library per bug and compiles the same tests against
    /// each, importing it under the reference's name.
    func testManifest_AliasesEachMutantToTheReferenceName() throws {
        _ = ExerciseChecker(lessonsDirectory: lessons.url, runner: VariantRunner(build: ok, tests: ["SpecTests": fail])).check(lesson)
        let scratch = lessons.url.appendingPathComponent(".build-scratch/check")
        let manifest = try String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(".target(name: \"Spec_forgets_error\""), manifest)
        XCTAssertTrue(manifest.contains(".testTarget(name: \"Spec_reversedTests\", dependencies: [.target(name: \"Spec_reversed\")"), manifest)
        XCTAssertTrue(manifest.contains("swiftSettings: [.unsafeFlags([\"-module-alias\", \"Spec=Spec_reversed\"])]"), manifest)
        XCTAssertFalse(manifest.contains("\"Spec=Spec\""), "the reference's tests import it by its own name")
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("Sources/Spec_reversed/Presenter.swift"), encoding: .utf8),
                       "struct Presenter { /* other bug */ }\n")
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("Tests/Spec_reversedTests/SpecTests.swift"), encoding: .utf8), "import XCTest\n")
    }

    /// The reference tests (`Solution/Tests`) get their own scratch package and build folder.
    func testSolutions_BuildTheReferenceTestsInTheirOwnFolders() throws {
        try lessons.write("import XCTest\n// the reference tests\n", to: "03-spec/Solution/Tests/SpecTests.swift")
        let runner = VariantRunner(build: ok, tests: ["SpecTests": pass, "Spec_forgets_errorTests": fail, "Spec_reversedTests": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, solutions: true, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .passed)
        XCTAssertEqual(runner.calls.first?.arguments.last, lessons.url.appendingPathComponent(".build-solutions").standardizedFileURL.path)
        XCTAssertEqual(try String(contentsOf: lessons.url.appendingPathComponent(".build-scratch/check-solutions/Tests/Spec_reversedTests/SpecTests.swift"), encoding: .utf8),
                       "import XCTest\n// the reference tests\n")
        XCTAssertTrue(result.learnerText().hasPrefix("✔ The reference tests of `spec` pass on the correct code"), result.learnerText())
    }

    /// Ctrl-C while a bug's tests run stops the check: nothing is recorded as passed or failed.
    func testCtrlCDuringAMutantRun_StopsTheCheck() {
        let stopped = CommandOutput(status: 130, stdout: "", stderr: "", cancelled: true)
        let runner = VariantRunner(build: ok, tests: ["SpecTests": pass, "Spec_forgets_errorTests": stopped, "Spec_reversedTests": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .notRun)
        XCTAssertEqual(result.checkEnd, .incomplete)
        XCTAssertEqual(result.detail, "the check was stopped (Ctrl-C) while the tests ran. Type `check` to run it again.")
    }

    /// A test that uses something a bug changed does not compile against it: that bug is
    /// taken out of the build and reported as not run; the others are still graded.
    func testTestsNotCompilingAgainstAMutant_OnlyThatOneIsNotRun() {
        let scratch = lessons.url.appendingPathComponent(".build-scratch/check").path
        let broken = CommandOutput(status: 1, stdout: "\(scratch)/Tests/Spec_reversedTests/SpecTests.swift:4:9: error: value of type 'Presenter' has no member 'rows'\n", stderr: "", seconds: 3)
        let runner = VariantRunner(builds: [broken, ok], tests: ["SpecTests": pass, "Spec_forgets_errorTests": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertEqual(result.mutants.map(\.status), [.caught, .notRun])
        XCTAssertEqual(result.mutants[1].detail,
                       "the tests do not compile against this bug: \(lessons.url.appendingPathComponent("03-spec/Exercise/Tests/SpecTests.swift").path):4: value of type 'Presenter' has no member 'rows'")
        XCTAssertEqual(runner.testModules.sorted(), ["SpecTests", "Spec_forgets_errorTests"])
        XCTAssertEqual(result.buildSeconds, 5)
        XCTAssertTrue(result.learnerText().contains("? not run: a presenter that shows the rows backwards: the tests do not compile against this bug"), result.learnerText())
    }

    /// When the learner's tests do not compile at all, every copy fails the same way: the
    /// errors are reported once, in the learner's file.
    func testTestsNotCompiling_ReportedOnceInTheLearnersFile() {
        let scratch = lessons.url.appendingPathComponent(".build-scratch/check").path
        let errors = ["Spec", "Spec_forgets_error", "Spec_reversed"].map { "\(scratch)/Tests/\($0)Tests/SpecTests.swift:2:1: error: expected declaration\n" }.joined()
        let runner = VariantRunner(build: CommandOutput(status: 1, stdout: errors, stderr: ""), tests: [:])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .buildFailed)
        XCTAssertEqual(result.compilerErrors.map(\.file), [lessons.url.appendingPathComponent("03-spec/Exercise/Tests/SpecTests.swift").path])
        XCTAssertEqual(runner.testModules, [])
    }

    func testGradeReport_CarriesTheMutants() {
        let runner = VariantRunner(build: ok, tests: ["SpecTests": pass, "Spec_forgets_errorTests": pass, "Spec_reversedTests": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        let report = GradeReport(results: [result])
        XCTAssertTrue(report.renderText().hasPrefix("FAIL  spec  bugs missed (1/1 tests) (1/2 bugs caught)"), report.renderText())
        let json = report.renderJSON()
        XCTAssertTrue(json.contains("\"kind\" : \"tests\""), json)
        XCTAssertTrue(json.contains("\"description\" : \"a presenter that forgets the error case\""), json)
        XCTAssertTrue(json.contains("\"status\" : \"missed\""), json)
        XCTAssertTrue(json.contains("\"outcome\" : \"bugsMissed\""), json)
        let junit = report.renderJUnit()
        XCTAssertTrue(junit.contains("<testcase classname=\"spec.mutants\" name=\"a presenter that forgets the error case\">\n      <failure message=\"not caught: every test passed on this bug\" type=\"mutant\"/>"), junit)
        XCTAssertTrue(junit.contains("<testcase classname=\"spec.mutants\" name=\"a presenter that shows the rows backwards\"/>"), junit)
        XCTAssertEqual(report.exitCode, 1)
    }
}
