import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// A test-writing exercise (`kind: tests`): the learner's tests against the reference, then
/// against each mutant, over canned real tool output; no Swift build runs here.
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
        let runner = VariantRunner(build: ok, tests: ["": pass, "forgets-error": fail, "reversed": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .passed)
        XCTAssertEqual(result.kind, .tests)
        XCTAssertEqual(runner.calls.map { $0.environment["ARCHLAB_MUTANT"] }, ["", "", "forgets-error", "forgets-error", "reversed", "reversed"])
        XCTAssertEqual(Set(runner.calls.map { $0.arguments.last }), [".build", "SpecTests"], "one build folder for every variant")
        XCTAssertEqual(result.mutants.map(\.status), [.caught, .caught])
        XCTAssertEqual(result.buildSeconds, 6)
        let text = result.learnerText()
        XCTAssertTrue(text.hasPrefix("✔ Your tests pass on the correct code (1 test) and catch all 2 bugs:"), text)
        XCTAssertTrue(text.contains("✔ caught: a presenter that forgets the error case (by testFail, testNil)"), text)
        XCTAssertFalse(text.contains("/* bug */"), "the mutant's code stays hidden")
    }

    func testMissedMutant_NamesItByDescriptionOnly() {
        let runner = VariantRunner(build: ok, tests: ["": pass, "forgets-error": pass, "reversed": fail])
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
        let runner = VariantRunner(build: ok, tests: ["": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
        XCTAssertEqual(runner.calls.count, 2, "no mutant is built when the tests fail on correct code")
        XCTAssertEqual(result.mutants, [])
        let text = result.learnerText()
        XCTAssertTrue(text.hasPrefix("✘ 7 of 9 of your tests fail on correct code. The code under test is right: fix the test."), text)
        XCTAssertTrue(text.contains("Your test fails on correct code: testNumbers"), text)
        XCTAssertTrue(text.contains("expected: [1, 2, 3]"), text)
    }

    func testNoTests_AskForOne() {
        let empty = CommandOutput(status: 0, stdout: "◇ Test run started.\n✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.\n", stderr: "")
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: VariantRunner(build: ok, tests: ["": empty])).check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
        XCTAssertTrue(result.learnerText().hasPrefix("✘ No tests ran: write at least one test method"), result.learnerText())
    }

    func testEditedMutant_IsTampering() throws {
        try lessons.write("struct Presenter {} // made harmless\n", to: "03-spec/Mutants/reversed/Presenter.swift")
        let runner = VariantRunner(build: ok, tests: [:])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .tampered)
        XCTAssertEqual(result.tamperFindings, [.changed("03-spec/Mutants/reversed/Presenter.swift")])
        XCTAssertEqual(runner.calls.count, 0)
    }

    /// SwiftPM caches the manifest by text and environment: a new mutant must change the key.
    func testLayoutKey_ChangesWhenAMutantIsAdded() throws {
        let folder = lessons.url.appendingPathComponent("03-spec")
        let before = Mutant.layoutKey(lessonFolder: folder)
        let runner = VariantRunner(build: ok, tests: ["": fail])
        _ = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(runner.calls.first?.environment["ARCHLAB_LAYOUT"], before)
        XCTAssertEqual(Mutant.layoutKey(lessonFolder: folder), before)
        try lessons.write("a presenter that shows nothing\n", to: "03-spec/Mutants/blank/description")
        XCTAssertNotEqual(Mutant.layoutKey(lessonFolder: folder), before)
    }

    func testSingleVariant_BuildsOnlyThat() {
        var checker = ExerciseChecker(lessonsDirectory: lessons.url, runner: VariantRunner(build: ok, tests: ["reversed": fail]))
        checker.mutant = "reversed"
        let result = checker.check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
    }

    func testGradeReport_CarriesTheMutants() {
        let runner = VariantRunner(build: ok, tests: ["": pass, "forgets-error": pass, "reversed": fail])
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
