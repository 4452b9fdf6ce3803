import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest
@testable import ArchLabShell

/// `solution` on the shipped course: refused before the exercise passed, shown after a pass,
/// and shown with `--give-up`, which the progress file records.
final class SolutionCommandTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var driver: ShellDriver!
    private var state: URL { folder.url }
    private var environment: [String: String] { ["XDG_STATE_HOME": state.path, "HOME": state.path] }

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-solution")
        let lessons = Checkout.lessons
        try XCTSkipUnless(FileManager.default.fileExists(atPath: lessons.appendingPathComponent("11-vip-cycle/Solution").path))
        let session = Session(catalog: .fakes)
        session.lessons = WorkbookLessons(lessonsDirectory: lessons, environment: environment)
        driver = ShellDriver(session)
    }

    override func tearDown() {
        folder?.remove()
    }

    private func run(_ line: String) -> String {
        driver.run(line).joined(separator: "\n")
    }

    func testRefusedBeforeThePass_SaysHowToGetIt() throws {
        let refused = run("solution vip-cycle")
        XCTAssertTrue(refused.contains("type `check vip-cycle` until it does") && refused.contains("`solution vip-cycle --give-up`"), refused)
        XCTAssertFalse(refused.contains("+++"), refused)
        XCTAssertEqual(ProgressStore(environment: environment).load().book["vip-cycle"].gaveUp, false)
    }

    func testShownAfterAPass_AsADiffOfEachFile() throws {
        try ProgressStore(environment: environment).save(ProgressBook([LessonProgress(lessonID: "vip-cycle", exercise: .passed)]))
        let shown = run("solution vip-cycle")
        XCTAssertTrue(shown.hasPrefix("Solution of vip-cycle: `-` lines are yours"), shown)
        XCTAssertTrue(shown.contains("--- yours/LabelEditor.swift\n+++ solution/LabelEditor.swift\n@@ -"), shown)
        XCTAssertFalse(shown.contains("given up"), shown)
        XCTAssertEqual(ProgressStore(environment: environment).load().book["vip-cycle"].gaveUp, false, "a pass is not giving up")
    }

    func testGiveUp_IsRecordedAndShowsTheTestsOfATestWritingLesson() throws {
        _ = run("lesson interactor-tests")
        let shown = run("solution --give-up")
        XCTAssertTrue(shown.hasPrefix("Solution of interactor-tests (recorded as given up)"), shown)
        XCTAssertTrue(shown.contains("+++ solution/InteractorSpecTests.swift"), shown)
        XCTAssertEqual(ProgressStore(environment: environment).load().book["interactor-tests"].gaveUp, true)
        // Once given up, plain `solution` shows it again.
        XCTAssertTrue(run("solution").contains("+++ solution/InteractorSpecTests.swift"))
    }

    func testBadArguments() {
        XCTAssertTrue(run("solution streams").contains("The solution of streams opens once"), run("solution streams"))
        XCTAssertTrue(run("solution --yes").contains("--give-up"), run("solution --yes"))
        XCTAssertTrue(run("solution nosuch").contains("nosuch"), run("solution nosuch"))
        XCTAssertTrue(run("solution").contains("No lesson is open"), run("solution"))
    }

    func testCommandLine_ParsesRefusesThenRecordsGiveUp() throws {
        XCTAssertEqual(try SubcommandLine.arguments("solution", "routing", "--give-up"), SubcommandArguments(flags: ["--give-up"], words: ["LESSON": ["routing"]]))
        XCTAssertThrowsError(try LaunchOptions.parse(["solution"])) { XCTAssertTrue("\($0)".contains("archlab solution LESSON [--give-up]"), "\($0)") }
        XCTAssertThrowsError(try LaunchOptions.parse(["solution", "routing", "--yes"]))
        var environment = environment
        environment["ARCHLAB_LESSONS"] = Checkout.lessons.path
        let refused = BufferSink()
        XCTAssertEqual(SubcommandLine.run(["solution", "routing"], sink: refused, environment: environment), 1)
        XCTAssertTrue(refused.text.contains("run `archlab check routing` until it does"), refused.text)
        let shown = BufferSink()
        XCTAssertEqual(SubcommandLine.run(["solution", "routing", "--give-up"], sink: shown, environment: environment), 0)
        XCTAssertTrue(shown.text.contains("+++ solution/Routers.swift"), shown.text)
        XCTAssertEqual(ProgressStore(environment: environment).load().book["routing"].gaveUp, true)
    }

    func testALessonWithoutExerciseHasNoSolution() throws {
        _ = try folder.write("// the course package\n", to: "Lessons/Package.swift")
        _ = try folder.write("---\nid: tour\ntitle: A tour\ntime: 5\n---\n\n## Step 1: Look\n\n```archlab\nhelp\n```\n\n<!-- check: ran help -->\n",
                             to: "Lessons/01-tour/lesson.md")
        let session = Session(catalog: .fakes)
        session.lessons = WorkbookLessons(lessonsDirectory: folder.url.appendingPathComponent("Lessons"), environment: environment)
        let tour = ShellDriver(session)
        let answer = tour.run("solution tour --give-up").joined(separator: "\n")
        XCTAssertEqual(answer, "Lesson tour has no exercise, so it has no solution to show. Type `lessons` to find one with an exercise.")
        XCTAssertEqual(ProgressStore(environment: environment).load().book["tour"].gaveUp, false)
    }
}
