import ArchLabTestSupport
@testable import ArchLabWorkbook
import Foundation
import XCTest

/// A test-writing exercise (`kind: tests`): one SwiftPM build of the learner's tests against
/// the reference, each mutant compiled beside it, then a test run per variant, over canned real
/// tool output (`FakeToolchain`); no Swift build runs here.
final class TestWritingCheckTests: XCTestCase {
    private var lessons: TemporaryFolder!
    private var lesson: Lesson!
    private var pass: CommandOutput!
    private var fail: CommandOutput!

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
        try lessons.write("import XCTest\n\nfinal class SpecTests: XCTestCase {}\n", to: "03-spec/Exercise/Tests/SpecTests.swift")
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

    private var build: URL { lessons.url.appendingPathComponent(".build").standardizedFileURL }
    private var scratch: URL { lessons.url.appendingPathComponent(".build-scratch/check").standardizedFileURL }

    func testEveryMutantCaught_Passes() {
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": fail, "reversed": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .passed)
        XCTAssertEqual(result.kind, .tests)
        XCTAssertEqual(runner.packageBuilds.map(\.arguments), [["swift", "build", "--build-tests", "--scratch-path", build.path]],
                       "SwiftPM builds the reference once; the bugs are compiled beside it")
        XCTAssertEqual(Set(runner.variantsRun), ["reference", "forgets-error", "reversed"])
        XCTAssertEqual(runner.variantsRun.count, 3)
        XCTAssertEqual(result.mutants.map(\.status), [.caught, .caught])
        XCTAssertEqual(result.buildSeconds, 2)
        let text = result.learnerText()
        XCTAssertTrue(text.hasPrefix("✔ Your tests pass on the correct code (1 test) and catch all 2 bugs:"), text)
        XCTAssertTrue(text.contains("✔ caught: a presenter that forgets the error case (by testFail, testNil)"), text)
        XCTAssertFalse(text.contains("/* bug */"), "the mutant's code stays hidden")
    }

    /// Nothing but the code under test tells the variants' runs apart: the same test
    /// specifiers, folder and environment, and bundles of the same file name.
    func testVariants_RunAlike() throws {
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": fail, "reversed": pass])
        _ = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        let runs = runner.testRuns
        XCTAssertEqual(runs.count, 3)
        // Sealed runs: each names the tests it runs (`Module.Class/test`), starts in the
        // course's runs folder and gets only its own report folder.
        XCTAssertEqual(Set(runs.map { $0.arguments.count }), [2])
        XCTAssertTrue(runs.allSatisfy { $0.arguments[1].split(separator: ",").allSatisfy { $0.hasPrefix("SpecTests.SpecTests/") } }, "\(runs.map(\.arguments))")
        XCTAssertEqual(Set(runs.map(\.directory)), [scratch.deletingLastPathComponent().appendingPathComponent("runs").path])
        XCTAssertEqual(Set(runs.map { Array($0.environment.keys) }), [["ARCHLAB_VERDICTS"]])
        XCTAssertEqual(Set(runs.map { URL(fileURLWithPath: $0.arguments[0]).lastPathComponent }), ["ArchLabCheckPackageTests.xctest"])
        // The reference runs from SwiftPM's own bundle, each bug from its variant's folder (read
        // from the paths: the two workers may record their calls in either order).
        XCTAssertEqual(runs.map(\.arguments[0]).filter { !$0.contains("/archlab-variants/") },
                       [build.appendingPathComponent("debug/ArchLabCheckPackageTests.xctest").path])
        let modules = runner.compilerCalls.filter { $0.arguments.contains("-emit-module-path") }.compactMap { $0.arguments.value(after: "-module-name") }
        XCTAssertEqual(modules, ["Spec", "Spec"], "each bug's library is `Spec`, as the reference's; the tests compile against it only when its interface changed")
    }

    /// The runs start in `runOrder`: the reference's need not come first, and the verdicts
    /// do not depend on it.
    func testRunOrder_TheReferenceCanRunLast() {
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": fail, "reversed": pass])
        var checker = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner)
        checker.runOrder = { Array((0..<$0).reversed()) }
        let result = checker.check(lesson)
        // Each variant by its first run: a sealed run whose process ends early runs again later.
        // Two workers take the runs in order, but one may call the runner a moment after the
        // other: the reference, taken last, is only sure not to be the first called when there
        // are fewer workers (cores) than runs (a worker finishes one before it takes it).
        let firstRuns = runner.variantsRun.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        XCTAssertEqual(Set(firstRuns), ["reference", "forgets-error", "reversed"])
        if ProcessInfo.processInfo.activeProcessorCount < firstRuns.count {
            XCTAssertNotEqual(firstRuns.first, "reference")
        }
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertEqual(result.mutants.map(\.status), [.caught, .missed])
    }

    func testMissedMutant_NamesItByDescriptionOnly() {
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": pass, "reversed": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertFalse(result.passed)
        let text = result.learnerText(hint: "Test the failure case.")
        XCTAssertTrue(text.hasPrefix("✘ Your tests catch 1 of 2 bugs; not caught: a presenter that forgets the error case."), text)
        XCTAssertTrue(text.contains("✘ not caught: a presenter that forgets the error case (every test passed on it)"), text)
        XCTAssertTrue(text.contains("Hint: Test the failure case."), text)
        XCTAssertTrue(text.hasSuffix("Edit the tests in Lessons/03-spec/Exercise/Tests/, then type `check` again."), text)
    }

    func testFailingOnTheReference_CountsNoBug() {
        let runner = FakeToolchain(tests: ["reference": fail, "forgets-error": fail, "reversed": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
        XCTAssertEqual(result.mutants, [], "no bug counts as caught when the tests fail on correct code")
        let text = result.learnerText()
        XCTAssertTrue(text.hasPrefix("✘ 7 of 9 of your tests fail on correct code. The code under test is right: fix the test."), text)
        XCTAssertTrue(text.contains("Your test fails on correct code: testNumbers"), text)
        XCTAssertTrue(text.contains("expected: [1, 2, 3]"), text)
    }

    func testNoTests_AskForOne() {
        let empty = CommandOutput(status: 0, stdout: "◇ Test run started.\n✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.\n", stderr: "")
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: FakeToolchain(tests: ["reference": empty])).check(lesson)
        XCTAssertEqual(result.outcome, .testsFailed)
        XCTAssertTrue(result.learnerText().hasPrefix("✘ No tests ran: write at least one test method"), result.learnerText())
    }

    func testTestsBreakingTheImportPolicy_AreNotBuilt() throws {
        try lessons.write("import XCTest\n@_silgen_name(\"exit\") func leave(_ code: Int32)\n", to: "03-spec/Exercise/Tests/SpecTests.swift")
        let runner = FakeToolchain(tests: [:])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .buildFailed)
        XCTAssertEqual(runner.calls.count, 0)
        XCTAssertEqual(result.compilerErrors.map(\.file), [lessons.url.appendingPathComponent("03-spec/Exercise/Tests/SpecTests.swift").path])
        XCTAssertTrue(result.compilerErrors.first?.message.hasPrefix("`@_silgen_name` is not allowed in lesson 03's exercise") == true, result.learnerText())
    }

    func testEditedMutant_IsTampering() throws {
        try lessons.write("struct Presenter {} // made harmless\n", to: "03-spec/Mutants/reversed/Presenter.swift")
        let runner = FakeToolchain(tests: [:])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .tampered)
        XCTAssertEqual(result.tamperFindings, [.changed("03-spec/Mutants/reversed/Presenter.swift")])
        XCTAssertEqual(runner.calls.count, 0)
    }

    /// The scratch package holds the reference alone, its files pinned to their own paths; a
    /// bug's copy of a file, in the bug's own folder, is pinned to the reference's path, and
    /// its library keeps the reference's module name.
    func testPackage_HoldsTheReferenceAndEachBugIsPinnedToItsPaths() throws {
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": fail, "reversed": fail])
        _ = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        let manifest = try String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(".target(name: \"Spec\""), manifest)
        XCTAssertFalse(manifest.contains("Spec_"), manifest)
        XCTAssertFalse(manifest.contains("-module-alias"), manifest)
        let reference = scratch.appendingPathComponent("Sources/Spec/Presenter.swift").path
        let pin = "#sourceLocation(file: \"\(reference)\", line: 1)\n"
        XCTAssertEqual(try String(contentsOfFile: reference, encoding: .utf8), pin + "struct Presenter {}\n")
        let copy = build.appendingPathComponent("archlab-variants/ArchLabCheck/Spec/reversed/Sources/Spec/Presenter.swift")
        XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), pin + "struct Presenter { /* other bug */ }\n")
        let compile = try XCTUnwrap(runner.compilerCalls.first { $0.arguments.contains { $0.contains("/reversed/Spec.build/sources") } })
        XCTAssertEqual(compile.arguments.value(after: "-module-name"), "Spec")
        XCTAssertFalse(compile.arguments.contains("-index-store-path"), "the index store is the reference's")
        XCTAssertEqual(compile.directory, scratch.path, "compiled where SwiftPM compiled the reference")
        let sources = try String(contentsOf: build.appendingPathComponent("archlab-variants/ArchLabCheck/Spec/reversed/Spec.build/sources"), encoding: .utf8)
        XCTAssertEqual(sources, copy.path + "\n")
    }

    /// A bug whose interface is the reference's links the reference's compiled tests; one that
    /// changes it gets the tests compiled against it, with its own module found first. A
    /// second check with nothing changed compiles nothing.
    func testTestsCompileAgainstABugOnlyWhenItsInterfaceChanged() throws {
        try resealed("struct Presenter { /* other bug */ }\n// interface: rows are gone\n", at: "03-spec/Mutants/reversed/Presenter.swift")
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": fail, "reversed": fail])
        XCTAssertEqual(ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson).outcome, .passed)
        let testCompiles = runner.compilerCalls.filter { $0.arguments.contains("SpecTests") }
        XCTAssertEqual(testCompiles.count, 1)
        let searched = try XCTUnwrap(testCompiles.first).arguments.enumerated().filter { $0.element == "-I" }.map { testCompiles[0].arguments[$0.offset + 1] }
        XCTAssertEqual(searched, [build.appendingPathComponent("archlab-variants/ArchLabCheck/Spec/reversed/Modules").path, build.appendingPathComponent("debug/Modules").path])

        let again = FakeToolchain(tests: ["reference": pass, "forgets-error": fail, "reversed": fail])
        XCTAssertEqual(ExerciseChecker(lessonsDirectory: lessons.url, runner: again).check(lesson).outcome, .passed)
        XCTAssertEqual(again.compilerCalls.map(\.arguments), [], "every step's inputs are unchanged")
    }

    /// The reference tests (`Solution/Tests`) get their own scratch package and build folder.
    func testSolutions_BuildTheReferenceTestsInTheirOwnFolders() throws {
        try lessons.write("import XCTest\n// the reference tests\nfinal class SpecTests: XCTestCase {}\n", to: "03-spec/Solution/Tests/SpecTests.swift")
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": fail, "reversed": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, solutions: true, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .passed)
        XCTAssertEqual(runner.calls.first?.arguments.last, lessons.url.appendingPathComponent(".build-solutions").standardizedFileURL.path)
        XCTAssertEqual(try String(contentsOf: lessons.url.appendingPathComponent(".build-scratch/check-solutions/Tests/SpecTests/SpecTests.swift"), encoding: .utf8),
                       "import XCTest\n// the reference tests\nfinal class SpecTests: XCTestCase {}\n")
        XCTAssertTrue(result.learnerText().hasPrefix("✔ The reference tests of `spec` pass on the correct code"), result.learnerText())
    }

    /// Ctrl-C while a bug's tests run stops the check: nothing is recorded as passed or failed.
    func testCtrlCDuringAMutantRun_StopsTheCheck() {
        let stopped = CommandOutput(status: 130, stdout: "", stderr: "", cancelled: true)
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": stopped, "reversed": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .notRun)
        XCTAssertEqual(result.checkEnd, .incomplete)
        XCTAssertEqual(result.detail, "the check was stopped (Ctrl-C) while the tests ran")
        XCTAssertTrue(result.learnerText(retry: "run `archlab check 3` again").hasSuffix("Then run `archlab check 3` again."))
    }

    /// A test that uses something a bug changed does not compile against it: that bug is
    /// reported as not run, with the compiler's error in the learner's file; the others are
    /// still graded.
    func testTestsNotCompilingAgainstAMutant_OnlyThatOneIsNotRun() throws {
        try resealed("struct Presenter { /* other bug */ }\n// interface: breaks the tests\n", at: "03-spec/Mutants/reversed/Presenter.swift")
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": fail])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertEqual(result.mutants.map(\.status), [.caught, .notRun])
        XCTAssertEqual(result.mutants[1].detail,
                       "the tests do not compile against this bug: \(lessons.url.appendingPathComponent("03-spec/Exercise/Tests/SpecTests.swift").path):4: value of type 'Presenter' has no member 'rows'")
        XCTAssertEqual(runner.variantsRun.sorted(), ["forgets-error", "reference"])
        XCTAssertTrue(result.learnerText().contains("? not run: a presenter that shows the rows backwards: the tests do not compile against this bug"), result.learnerText())
    }

    /// When the learner's tests do not compile against the reference, the errors are reported
    /// in the learner's file and nothing runs.
    func testTestsNotCompiling_ReportedInTheLearnersFile() {
        let errors = "\(scratch.path)/Tests/SpecTests/SpecTests.swift:2:1: error: expected declaration\n"
        let runner = FakeToolchain(builds: [CommandOutput(status: 1, stdout: errors, stderr: "")], tests: [:])
        let result = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner).check(lesson)
        XCTAssertEqual(result.outcome, .buildFailed)
        XCTAssertEqual(result.compilerErrors.map(\.file), [lessons.url.appendingPathComponent("03-spec/Exercise/Tests/SpecTests.swift").path])
        XCTAssertEqual(runner.testRuns, [])
    }

    /// Without SwiftPM's manifest (another SwiftPM, another platform) each variant is built by
    /// SwiftPM in the scratch package in turn, its files written over the reference's, and its
    /// tests run right after, the same `swift test` for every variant.
    func testWithoutAManifest_EachVariantIsBuiltInThePackageInTurn() {
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": fail, "reversed": pass],
                                   markers: ["/* bug */": "forgets-error", "/* other bug */": "reversed"], writesManifest: false)
        var checker = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner)
        checker.runOrder = { Array(0..<$0) }
        let result = checker.check(lesson)
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertEqual(result.mutants.map(\.status), [.caught, .missed])
        XCTAssertEqual(runner.variantsRun, ["reference", "forgets-error", "reversed"])
        XCTAssertEqual(Set(runner.testRuns.map(\.arguments)), [["swift", "test", "--skip-build", "--scratch-path", build.path, "--filter", "^SpecTests\\."]])
        XCTAssertEqual(runner.packageBuilds.count, 4, "the reference, then each variant in turn")
    }

    /// A bug whose variant compiled but did not link (a link input the direct route missed) is
    /// built by SwiftPM instead, after the direct runs, and still judged by its tests.
    func testAVariantThatDoesNotLink_IsBuiltBySwiftPM() {
        // The same tests as the reference's (SwiftPM links the bug at the reference's path,
        // whose listing was read once), one of them failing.
        let greetingFails = CommandOutput(status: 1, stdout: pass.stdout
            .replacingOccurrences(of: "Test Case 'StreamsTests.testGreeting' passed",
                                  with: "/tmp/T.swift:3: error: StreamsTests.testGreeting : XCTAssertEqual failed\nTest Case 'StreamsTests.testGreeting' failed"),
                                          stderr: "", seconds: 1)
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": greetingFails, "reversed": pass],
                                   markers: ["/* bug */": "forgets-error", "/* other bug */": "reversed"], failsLink: ["forgets-error"])
        var checker = ExerciseChecker(lessonsDirectory: lessons.url, runner: runner)
        checker.runOrder = { Array(0..<$0) }
        let result = checker.check(lesson)
        XCTAssertEqual(result.mutants.map(\.status), [.caught, .missed])
        XCTAssertEqual(result.outcome, .bugsMissed)
        XCTAssertEqual(Set(runner.variantsRun.prefix(2)), ["reference", "reversed"], "the direct runs come first")
        XCTAssertEqual(runner.variantsRun.last, "forgets-error")
        XCTAssertEqual(runner.packageBuilds.count, 2, "the reference, then the bug that did not link")
    }

    private func resealed(_ contents: String, at path: String) throws {
        try lessons.write(contents, to: path)
        let manifest = try String(contentsOf: lessons.url.appendingPathComponent(TestManifest.fileName), encoding: .utf8)
        let lines = manifest.split(separator: "\n").map { line in
            line.hasSuffix("  " + path) ? "\(SHA256.hexDigest(Array(contents.utf8)))  \(path)" : String(line)
        }
        try lessons.write(lines.joined(separator: "\n") + "\n", to: TestManifest.fileName)
    }

    func testGradeReport_CarriesTheMutants() {
        let runner = FakeToolchain(tests: ["reference": pass, "forgets-error": pass, "reversed": fail])
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
