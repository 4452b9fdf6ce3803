import ArchLabTestSupport
import ArchLabWorkbook
import RIBs
import XCTest
@testable import ArchLabShell

/// A sandbox per lesson: each lesson in a fresh session of its own, free play kept aside and
/// back after `lesson off`, a resumed step rebuilt by replaying the steps before it.
final class SandboxTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: URL { temporary.url.appendingPathComponent("Lessons") }
    private var state: URL { temporary.url.appendingPathComponent("state") }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "archlab-sandbox")
        try temporary.write("// nested package stand-in\n", to: "Lessons/Package.swift")
        try write("01-clock", id: "clock", steps: """
            ## Step 1: Load and wait

            ```archlab
            scene title
            watch title.display
            advance 30
            ```

            <!-- check: all of: scene title; time >= +30 -->

            ## Step 2: An answer 50 ticks after the request

            ```archlab
            fire request
            advance 50
            ```

            <!-- check: all of: fired request; recorded title.display next(hello)@80 -->
            """)
        try write("02-rib", id: "rib", steps: """
            ## Step 1: Launch

            ```archlab
            app todo
            ```

            <!-- check: app todo -->

            ## Step 2: Log in

            ```archlab
            fire login name=Ann
            ```

            <!-- check: all of: fired login; tree lacks LoggedOut -->
            """)
    }

    override func tearDown() {
        temporary?.remove()
    }

    private func write(_ name: String, id: String, steps: String) throws {
        try temporary.write("---\nid: \(id)\ntitle: \(id)\ntime: 5\n---\n\n\(steps)\n", to: "Lessons/\(name)/lesson.md")
    }

    /// A new shell, as after quitting: progress is read again from the state folder.
    private func newShell() -> Shell {
        let host = WorkbookLessons(lessonsDirectory: folder, environment: ["XDG_STATE_HOME": state.path, "HOME": state.path])
        return Shell(session: Session(catalog: .standard, lessons: host))
    }

    private func run(_ shell: Shell, _ line: String) -> [String] {
        let outcome = shell.submit(line: line)
        XCTAssertTrue(outcome.succeeded, "\(line): \(outcome.text)")
        return outcome.text
    }

    func testALessonStartsInAFreshSessionAndFreePlayComesBackAfterLessonOff() {
        let shell = newShell()
        let freePlay = shell.session
        _ = run(shell, "scene title; watch title.display; fire request; advance 500")
        XCTAssertEqual(shell.session.now, 500)

        _ = run(shell, "lesson clock")
        XCTAssertFalse(shell.session === freePlay)
        XCTAssertEqual(shell.session.now, 0, "the lesson's clock starts at 0")
        XCTAssertNil(shell.session.sample, "nothing loaded in the sandbox")
        XCTAssertTrue(shell.session.firedRequests.isEmpty)
        XCTAssertTrue(shell.session.streams.recordingOrder.isEmpty)
        XCTAssertTrue(shell.prompt.hasPrefix("archlab clock:1/2 t=0"), shell.prompt)
        XCTAssertTrue(run(shell, "lessons").contains { $0.contains("sandbox") && $0.contains("clock") })

        let left = run(shell, "lesson off")
        XCTAssertTrue(left.joined(separator: " ").contains("Back in free play"), "\(left)")
        XCTAssertTrue(shell.session === freePlay)
        XCTAssertEqual(shell.session.now, 500, "free play as it was left")
        XCTAssertEqual(shell.session.sample?.name, "title")
        XCTAssertEqual(shell.session.firedRequests, ["request"])
        XCTAssertTrue(shell.prompt.hasPrefix("archlab free scene title t=500"), shell.prompt)
        XCTAssertTrue(run(shell, "lessons").contains { $0.contains("free play") })
        XCTAssertTrue(run(shell, "next").joined().contains("No lesson is open"))
        XCTAssertTrue(run(shell, "lesson off").joined(separator: " ").contains("free play already"))
        XCTAssertTrue(shell.session === freePlay)
    }

    func testStepsOfOneLessonBuildOnEachOther() {
        let shell = newShell()
        _ = run(shell, "advance 1000")
        _ = run(shell, "lesson clock")
        XCTAssertTrue(run(shell, "scene title; watch title.display; advance 30").last?.hasPrefix("Step 1 done") ?? false)
        _ = run(shell, "next")
        XCTAssertTrue(run(shell, "fire request; advance 50").joined(separator: " ").contains("Step 2 done"),
                      "step 2 uses the scene step 1 loaded, at the lesson's own time")
    }

    func testResumeInANewShellRebuildsTheStepsStartSilently() {
        let first = newShell()
        _ = run(first, "lesson clock")
        _ = run(first, "scene title; watch title.display; advance 30")
        _ = run(first, "next")
        XCTAssertTrue(first.prompt.hasPrefix("archlab clock:2/2"))

        let second = newShell()
        let resumed = run(second, "lesson clock")
        XCTAssertEqual(resumed.last, "Rebuilt where step 2 begins by replaying step 1 (3 commands, output hidden).")
        XCTAssertFalse(resumed.contains { $0.contains("next(") }, "the replay's output is hidden: \(resumed)")
        XCTAssertEqual(second.session.now, 30)
        XCTAssertEqual(second.session.sample?.name, "title")
        XCTAssertEqual(run(second, "check").first?.hasPrefix("Step 2 has no exercise to test"), true, "the rebuild does not earn the step")
        XCTAssertTrue(run(second, "fire request; advance 50").joined(separator: " ").contains("Step 2 done"))
    }

    func testNextAfterACompleteLesson_OpensTheOneSuggestedNextInItsSandbox() {
        let shell = newShell()
        _ = run(shell, "lesson clock; scene title; watch title.display; advance 30; next; fire request; advance 50")
        let clock = shell.session
        let moved = run(shell, "next").joined(separator: " ")
        XCTAssertTrue(moved.contains("and the lesson is complete: on to"), moved)
        XCTAssertFalse(shell.session === clock, "the next lesson has a sandbox of its own")
        XCTAssertFalse(shell.prompt.contains("clock:"), shell.prompt)
        XCTAssertEqual(shell.session.now, 0)
    }

    func testSwitchingLessonsAndComingBackRebuilds() {
        let shell = newShell()
        _ = run(shell, "lesson clock; scene title; watch title.display; advance 30; next")
        _ = run(shell, "lesson rib")
        XCTAssertEqual(shell.session.now, 0)
        XCTAssertNil(shell.session.sample)
        let back = run(shell, "lesson clock")
        XCTAssertTrue(back.last?.hasPrefix("Rebuilt where step 2 begins") ?? false, "\(back)")
        XCTAssertEqual(shell.session.now, 30)
        XCTAssertTrue(run(shell, "fire request; advance 50").joined(separator: " ").contains("Step 2 done"))
    }

    func testComingBackFromFreePlayContinuesTheSandboxAsLeft() {
        let shell = newShell()
        _ = run(shell, "lesson clock; scene title; advance 7")
        let sandbox = shell.session
        _ = run(shell, "lesson off; advance 3")
        let back = run(shell, "lesson clock")
        XCTAssertTrue(shell.session === sandbox)
        XCTAssertEqual(shell.session.now, 7)
        XCTAssertFalse(back.contains { $0.hasPrefix("Rebuilt") })
    }

    func testASourcedFileThatOpensALessonGoesOnInItsSandbox() throws {
        let shell = newShell()
        let file = folder.deletingLastPathComponent().appendingPathComponent("walk.archlab")
        try "advance 7\nlesson clock\nadvance 3\n".write(to: file, atomically: true, encoding: .utf8)
        let out = run(shell, "source \(file.path)")
        XCTAssertTrue(out.contains { $0.hasPrefix("clock - Step 1") }, "\(out)")
        XCTAssertEqual(shell.session.now, 3, "the lines after lesson ran in the sandbox")
        _ = run(shell, "lesson off")
        XCTAssertEqual(shell.session.now, 7)
    }

    func testResetGivesTheLessonAFreshSandbox() {
        let shell = newShell()
        _ = run(shell, "lesson clock; scene title; watch title.display; advance 30")
        _ = run(shell, "reset")
        XCTAssertEqual(shell.session.now, 0)
        XCTAssertNil(shell.session.sample)
        XCTAssertTrue(shell.prompt.hasPrefix("archlab clock:1/2 t=0"), shell.prompt)
    }

    /// RIBs keeps a leak detector, a failure handler and a tree event stream for the whole
    /// process: each session must get its own back when it becomes active, and must not
    /// record another session's tree events.
    func testTwoSessionsEachRunningARIBsAppKeepTheirOwnRIBsState() throws {
        let shell = newShell()
        _ = run(shell, "app todo; trace on")
        let freePlayDetector = LeakDetector.instance
        _ = run(shell, "lesson rib")
        _ = run(shell, "app todo; trace on")
        XCTAssertFalse(LeakDetector.instance === freePlayDetector, "the lesson's app has its own detector")
        let lessonDetector = LeakDetector.instance
        let login = run(shell, "fire login name=Ann")
        XCTAssertTrue(login.contains { $0.contains("attachChild(LoggedIn)") }, "\(login)")

        _ = run(shell, "lesson off")
        XCTAssertTrue(LeakDetector.instance === freePlayDetector, "free play's detector is back")
        XCTAssertTrue(try XCTUnwrap(shell.session.samples.ribTree).allNames.contains("LoggedOut"), "free play's app was not logged in")
        let freePlayLogin = run(shell, "fire login name=Bo")
        XCTAssertEqual(freePlayLogin.filter { $0.contains("attachChild(LoggedIn)") }.count, 1,
                       "free play traces its own attach once: \(freePlayLogin)")

        _ = run(shell, "lesson rib")
        XCTAssertTrue(LeakDetector.instance === lessonDetector)
        let detach = run(shell, "detach LoggedIn")
        XCTAssertFalse(detach.contains { $0.contains("Bo") })
        RIBsFailureReporter.report(RIBsFailure(kind: .workflowNotCommitted, message: "probe"))
        XCTAssertTrue(run(shell, "tree").contains { $0.contains("RIBs: probe") }, "the failure handler is the active session's")
    }
}
