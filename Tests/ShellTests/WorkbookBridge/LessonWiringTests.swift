import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// The shell's lesson commands driving the workbook on the shipped course, with progress
/// kept in a temporary state folder.
final class LessonWiringTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var driver: ShellDriver!
    private var state: URL { folder.url }

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-state")
        let lessons = Checkout.lessons
        try XCTSkipUnless(FileManager.default.fileExists(atPath: lessons.appendingPathComponent("01-streams").path))
        let session = Session(catalog: .fakes)
        session.lessons = WorkbookLessons(lessonsDirectory: lessons, environment: ["XDG_STATE_HOME": state.path, "HOME": state.path])
        driver = ShellDriver(session)
    }

    override func tearDown() {
        folder?.remove()
    }

    func testLessonStepsAreCheckedAfterEachCommand() {
        XCTAssertTrue(driver.run("lessons").contains { $0.hasPrefix("*  01") && $0.contains("Streams, events") })
        let start = driver.run("lesson streams").joined(separator: "\n")
        XCTAssertTrue(start.contains("Step 1 of"), start)
        XCTAssertTrue(driver.shell.prompt.hasPrefix("archlab streams:1/"), driver.shell.prompt)
        let afterHelp = driver.run("help")
        XCTAssertTrue(afterHelp.last?.hasPrefix("Step 1 done. Type next") ?? false, afterHelp.last ?? "")
        XCTAssertTrue(driver.run("next").joined().contains("Step 2"))
        XCTAssertEqual(driver.run("check").first?.hasPrefix("Step 2 has no exercise to test"), true)
        XCTAssertTrue(driver.run("hint").first?.hasPrefix("Hint") ?? false)
        XCTAssertTrue(driver.run("advance 10").last?.hasPrefix("Step 2 done") ?? false)
        XCTAssertTrue(driver.shell.prompt.hasPrefix("archlab streams:2/"), driver.shell.prompt)
        XCTAssertTrue(driver.run("next").joined().contains("Step 3"))
        XCTAssertEqual(driver.run("next"), ["Step 3 is not done yet: load the scene title (type scene title). Type next again",
                                     "to go on anyway (back returns here), or hint for help."])
        XCTAssertTrue(driver.shell.prompt.hasPrefix("archlab streams:3/"), "the first next on an unfinished step stays")
        XCTAssertTrue(driver.run("next").joined().contains("Step 4"))
    }

    func testARestartedShell_WelcomesTheLearnerBackToTheLessonTheyWereOn() throws {
        XCTAssertNil(driver.session.lessons?.welcomeBack, "a learner who has not started is not welcomed back")
        _ = driver.run("lesson streams")
        _ = driver.run("help")
        _ = driver.run("next")
        let restarted = WorkbookLessons(lessonsDirectory: Checkout.lessons, environment: ["XDG_STATE_HOME": state.path, "HOME": state.path])
        let welcome = try XCTUnwrap(restarted.welcomeBack)
        XCTAssertEqual(welcome.number, "01")
        XCTAssertEqual(welcome.doneSteps, 1)
        XCTAssertEqual(MarkdownRenderer.wrap(ShellInfo.welcomeBack(welcome), width: 80, style: .plain), [
            "Welcome back. Next: lesson 01, Streams, events, subscribe and dispose (1 of \(welcome.totalSteps)",
            "steps done); type lesson 01 to go on.",
        ])
    }

    func testLessonShowsItsIntroductionThenTheStepAsTerminalText() {
        let start = driver.run("lesson streams")
        XCTAssertEqual(start.first, "Streams, events, subscribe and dispose")
        XCTAssertTrue(start.contains { $0.hasPrefix("next(value)  here is a value") }, "the introduction's table, aligned: \(start)")
        XCTAssertFalse(start.contains { $0.contains("`") || $0.contains("```") || $0.count > 80 }, "\(start)")
        XCTAssertFalse(driver.run("help").isEmpty)
        XCTAssertFalse(driver.run("next").contains { $0.contains("here is a value") }, "next shows the step alone")
    }

    func testAStepIsNotEarnedByWhatCameBeforeIt() {
        _ = driver.run("help")
        let start = driver.run("lesson streams")
        XCTAssertFalse(start.contains { $0.hasPrefix("Step 1 done") })
        XCTAssertTrue(driver.run("check").joined(separator: " ").contains("you have not yet. To do it: run help."), "help before the lesson does not count")
        XCTAssertTrue(driver.run("help").last?.hasPrefix("Step 1 done") ?? false)
    }

    func testProgressIsResumedAndResetAsksFirst() {
        _ = driver.run("lesson streams")
        _ = driver.run("help")
        _ = driver.run("next")
        let session = Session(catalog: .fakes)
        session.lessons = WorkbookLessons(lessonsDirectory: Checkout.lessons,
                                          environment: ["XDG_STATE_HOME": state.path, "HOME": state.path])
        let again = Shell(session: session)
        let resumed = again.submit(line: "lesson streams").text.joined(separator: "\n")
        XCTAssertTrue(resumed.contains("Welcome back") && resumed.contains("Step 2 of"), resumed)
        XCTAssertEqual(again.submit(line: "reset --all").text, ["This forgets the progress of every lesson. Type 'reset --all --yes' to do it."])
        XCTAssertEqual(again.submit(line: "reset --all --yes").text, ["All progress cleared. Type lessons to start again."])
        XCTAssertEqual(again.submit(line: "next").text.first?.hasPrefix("No lesson is open"), true)
    }

    func testWithoutACourseLessonCommandsExplain() {
        let session = Session(catalog: .fakes)
        session.lessons = WorkbookLessons(lessonsDirectory: nil)
        XCTAssertEqual(Shell(session: session).submit(line: "lessons").text,
                       ["error: lessons is not available: no Lessons/ folder was found; run archlab from the ArchLab checkout or set ARCHLAB_LESSONS."])
    }

    func testLessonsCanBeNamedByFolderOrNumber() throws {
        let lessons = Checkout.lessons
        let folder = try TemporaryFolder(prefix: "archlab-polish")
        defer { folder.remove() }
        let state = folder.url
        for name in ["01-streams", "1", "streams"] {
            let session = Session(catalog: .fakes)
            session.lessons = WorkbookLessons(lessonsDirectory: lessons, environment: ["XDG_STATE_HOME": state.path, "HOME": state.path])
            let shell = Shell(session: session)
            XCTAssertTrue(shell.submit(line: "lesson \(name)").succeeded, name)
            XCTAssertTrue(shell.prompt.hasPrefix("archlab streams:"), "\(name): \(shell.prompt)")
        }
    }
}
