import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

final class WalkthroughTests: XCTestCase {
    private var directory: TemporaryFolder!
    private var store: ProgressStore!
    private var course: Course!

    override func setUpWithError() throws {
        directory = try TemporaryFolder(prefix: "workbook-tests")
        store = ProgressStore(fileURL: directory.url.appendingPathComponent("progress"))
        course = try Course.load(from: Fixtures.course)
    }

    override func tearDown() { directory.remove() }

    private func makeSession() -> Walkthrough { Walkthrough(course: course, store: store) }

    func testStart_ShowsFirstStep() throws {
        var session = makeSession()
        XCTAssertNil(session.currentStep)
        let event = session.start("hello")
        guard case .lessonOpened(let lesson, let step, let resumed, let unmet) = event else { return XCTFail("\(event)") }
        XCTAssertEqual(lesson.id, "hello")
        XCTAssertEqual(step.number, 1)
        XCTAssertFalse(resumed)
        XCTAssertEqual(unmet, [])
        XCTAssertTrue(event.text.contains("Step 1 of 2: Ask for help"))
        XCTAssertTrue(event.text.hasPrefix("# Hello, shell\n\nA two-step fixture lesson"), "the introduction comes first")
        XCTAssertEqual(session.currentStep?.number, 1)
        _ = session.evaluate(FakeProbe(commandsRun: ["help"]))
        guard case .showStep = session.next(at: FakeProbe(commandsRun: ["help"])), case .showStep(_, _, _, _) = session.back() else {
            return XCTFail("next and back show the step alone")
        }
        XCTAssertFalse(session.back().text.contains("fixture lesson"))
    }

    func testStart_UnknownLessonSuggestsClosest() {
        var session = makeSession()
        let event = session.start("helo")
        XCTAssertEqual(event, .unknownLesson("helo", suggestion: "hello"))
        XCTAssertTrue(event.text.contains("`lesson hello`"))
        XCTAssertNil(session.lesson)
    }

    func testStart_ANumberPastTheCourseSaysHowManyLessonsThereAre() {
        var session = makeSession()
        let count = course.lessons.count
        for number in ["99", "0"] {
            let event = session.start(number)
            XCTAssertEqual(event, .noLessonNumbered(number, count: count))
            XCTAssertEqual(event.text, "There is no lesson \(number): the course has \(count) lessons, numbered 1 to \(count). Type `lessons` to list them.")
        }
        XCTAssertEqual(session.reset("99"), .noLessonNumbered("99", count: count))
        XCTAssertNil(session.lesson)
    }

    func testStart_ANameFarFromEveryLessonSuggestsNothing() {
        var session = makeSession()
        XCTAssertEqual(session.start("xyzzy"), .unknownLesson("xyzzy", suggestion: nil))
    }

    func testStart_WarnsAboutUnfinishedPrerequisite() {
        var session = makeSession()
        let opened = session.start("counter")
        guard case .lessonOpened(_, _, _, let unmet) = opened else { return XCTFail() }
        XCTAssertEqual(unmet, ["01"], "named as the learner types it")
        XCTAssertTrue(opened.text.contains("Tip: this lesson builds on lesson 01, not done yet; you can do that first with `lesson 01`."), opened.text)
    }

    func testEvaluate_ReportsStepDoneOnce() {
        var session = makeSession()
        _ = session.start("hello")
        XCTAssertNil(session.evaluate(FakeProbe(commandsRun: ["time"])))
        let probe = FakeProbe(commandsRun: ["time", "help"])
        let done = session.evaluate(probe)
        guard case .stepDone(let step, let next, let complete, _) = done else { return XCTFail("\(String(describing: done))") }
        XCTAssertEqual(step.number, 1)
        XCTAssertEqual(next?.number, 2)
        XCTAssertFalse(complete)
        XCTAssertTrue(done?.text.contains("Type `next`") ?? false)
        XCTAssertNil(session.evaluate(probe), "reported only once")
        XCTAssertEqual(store.load().book["hello"].doneSteps, [1])
    }

    func testWalkthrough_CompletesLessonAndSurvivesRestart() {
        var session = makeSession()
        _ = session.start("hello")
        _ = session.evaluate(FakeProbe(commandsRun: ["help"]))
        _ = session.next()
        XCTAssertNil(session.evaluate(FakeProbe(loadedScene: "title", firedRequests: ["load"], now: 9)))
        let done = session.evaluate(FakeProbe(loadedScene: "title", firedRequests: ["load"], now: 10))
        XCTAssertEqual(done, .stepDone(course.lessons[0].steps[1], next: nil, lessonComplete: true, nextLesson: course.lessons[1]))
        XCTAssertTrue(done?.text.contains("Lesson complete! Type `next` for 02 \"\(course.lessons[1].title)\", next in the path") ?? false, "\(String(describing: done?.text))")
        XCTAssertTrue(session.isComplete("hello"))
        let next = session.next()
        XCTAssertEqual(next, .movingOn(from: course.lessons[0], to: course.lessons[1]), "next after a complete lesson goes on in the path")
        XCTAssertTrue(next.text.hasPrefix("This is the last step of \"\(course.lessons[0].title)\", and the lesson is complete: on to 02"), next.text)

        var restarted = makeSession()
        XCTAssertTrue(restarted.isComplete("hello"))
        guard case .lessonOpened(_, let step, let resumed, _) = restarted.start("hello") else { return XCTFail() }
        XCTAssertTrue(resumed)
        XCTAssertEqual(step.number, 2)
        guard case .lessonOpened(_, _, _, let unmet) = restarted.start("counter") else { return XCTFail() }
        XCTAssertEqual(unmet, [])
    }

    func testNextBack_BoundsAndHintsReset() {
        var session = makeSession()
        XCTAssertEqual(session.next(), .noLesson)
        XCTAssertEqual(session.back(), .noLesson)
        XCTAssertEqual(session.hint(), .noLesson)
        _ = session.start("hello")
        XCTAssertEqual(session.back(), .atFirstStep)
        let refused = session.next()
        XCTAssertEqual(refused, .nextOnUnfinishedStep(course.lessons[0].steps[0], goal: "run `help`"))
        XCTAssertEqual(refused.text, "Step 1 is not done yet: run `help`. Type `next` again to go on anyway (`back` returns here), or `hint` for help.")
        XCTAssertEqual(session.currentStep?.number, 1, "the first `next` on an unfinished step stays")
        guard case .showStep(_, let second, _, _) = session.next() else { return XCTFail("`next` again moves on") }
        XCTAssertEqual(second.number, 2)
        XCTAssertEqual(session.next(), .atLastStep(course.lessons[0]))
        XCTAssertEqual(session.hint(), .hint("Load the scene first with `scene title`.", number: 1, total: 2))
        XCTAssertEqual(session.hint(), .hint("Then type `fire load` and `advance 10`.", number: 2, total: 2))
        guard case .noMoreHints(2, let goal) = session.hint() else { return XCTFail() }
        XCTAssertTrue(goal.contains("`scene title`"))
        _ = session.back()
        XCTAssertEqual(session.hint(), .hint("Type `help` and press Return.", number: 1, total: 1))
        XCTAssertEqual(store.load().book["hello"].currentStep, 1)
    }

    func testCheck_SaysWhatIsMissing() {
        var session = makeSession()
        _ = session.start("hello")
        let event = session.check(FakeProbe())
        XCTAssertEqual(event, .notDoneYet(course.lessons[0].steps[0], goal: "run `help`", lesson: course.lessons[0]))
        XCTAssertEqual(event.text, "Step 1 has no exercise to test: `check` here says whether you did what it asks, and you have not yet. "
                       + "To do it: run `help`. Type `hint` for help.")
        guard case .stepDone = session.check(FakeProbe(commandsRun: ["help"])) else { return XCTFail() }
        let done = session.check(FakeProbe(commandsRun: ["help"]))
        XCTAssertEqual(done, .alreadyDone(course.lessons[0].steps[0], next: course.lessons[0].steps[1], lessonComplete: false))
        XCTAssertEqual(done.text, "Step 1 is already done. Type `next` for step 2: Load a scene and fire a request.")

        _ = session.start("counter")
        XCTAssertTrue(session.check(FakeProbe()).text.hasSuffix("Type `hint` for help; the lesson's exercise is step 2 (`check counter` runs its tests now)."),
                      session.check(FakeProbe()).text)
    }

    /// `check` on the last step of a complete lesson says that `next` goes on in the path, and it does.
    func testCheck_OnTheLastStepDone_NextGoesOnInThePath() {
        var session = makeSession()
        _ = session.start("hello")
        _ = session.evaluate(FakeProbe(commandsRun: ["help"]))
        _ = session.next()
        let probe = FakeProbe(loadedScene: "title", firedRequests: ["load"], now: 10)
        guard case .stepDone = session.check(probe) else { return XCTFail("step 2 is done") }
        let done = session.check(probe)
        XCTAssertEqual(done.text, "Step 2 is already done, and it is the last step: the lesson is complete. Type `next` for 02 \"\(course.lessons[1].title)\", next in the path, or `lessons` to choose another.")
        XCTAssertEqual(session.next(), .movingOn(from: course.lessons[0], to: course.lessons[1]))

        _ = session.reset("hello")
        _ = session.start("hello")
        _ = session.next()
        _ = session.next()
        _ = session.evaluate(probe)
        XCTAssertEqual(session.check(probe).text,
                       "Step 2 is already done, and it is the last step; some earlier steps are still open: type `back` to revisit them.")
    }

    func testExerciseStep_NeedsRecordedPass() {
        var session = makeSession()
        _ = session.start("counter")
        _ = session.next()
        _ = session.next()
        XCTAssertEqual(session.currentStep?.number, 2)
        XCTAssertNil(session.evaluate(FakeProbe()))
        session.recordExercise(passed: false)
        XCTAssertNil(session.evaluate(FakeProbe()))
        XCTAssertEqual(store.load().book["counter"].exercise, .failed)
        session.recordExercise(passed: true)
        guard case .stepDone(let step, nil, false, nil) = session.evaluate(FakeProbe()) else { return XCTFail() }
        XCTAssertEqual(step.number, 2)
        XCTAssertEqual(store.load().book["counter"].exercise, .passed)
    }

    func testReset_LessonAndAll() {
        var session = makeSession()
        _ = session.start("hello")
        _ = session.evaluate(FakeProbe(commandsRun: ["help"]))
        _ = session.next()
        XCTAssertEqual(session.reset("hello"), .reset("hello"))
        XCTAssertEqual(session.currentStep?.number, 1)
        XCTAssertFalse(store.load().book.hasStarted("hello"))
        guard case .unknownLesson = session.reset("nope") else { return XCTFail() }

        _ = session.start("counter")
        XCTAssertEqual(session.resetAll(), .resetAll)
        XCTAssertNil(session.lesson)
        XCTAssertEqual(store.load().book, ProgressBook())
    }

    func testOverview_ListsProgress() {
        var session = makeSession()
        _ = session.start("hello")
        _ = session.evaluate(FakeProbe(commandsRun: ["help"]))
        let rows = session.overview
        XCTAssertEqual(rows.map(\.lesson.id), ["hello", "counter"])
        XCTAssertEqual(rows[0].doneSteps, 1)
        XCTAssertTrue(rows[0].isCurrent)
        XCTAssertEqual(rows.map(\.progressText), ["1/2", "new"])
        XCTAssertEqual(rows.map(\.exerciseText), ["-", "to do"])
        XCTAssertEqual(rows.map(\.statusText), ["open", "locked"], "counter needs hello")
        XCTAssertEqual(rows.map(\.isSuggested), [true, false], "the unfinished current lesson is suggested")
    }

    func testCorruptProgress_IsReportedOnceAndSessionStillWorks() throws {
        try Data("this is not progress\n".utf8).write(to: store.fileURL)
        var session = makeSession()
        let notices = session.takeNotices()
        XCTAssertEqual(notices.count, 1)
        guard case .message(let text) = notices.first else { return XCTFail("\(notices)") }
        XCTAssertTrue(text.contains("corrupt"), text)
        XCTAssertEqual(session.takeNotices(), [])
        guard case .lessonOpened = session.start("hello") else { return XCTFail() }
    }

    func testSaveFailure_BecomesNoticeNotCrash() throws {
        // A directory in place of the progress file makes every save fail.
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
        var session = makeSession()
        _ = session.takeNotices()
        _ = session.start("hello")
        let notices = session.takeNotices()
        XCTAssertFalse(notices.isEmpty)
        guard case .progressNotSaved(let reason) = notices[0] else { return XCTFail("\(notices)") }
        XCTAssertFalse(reason.isEmpty)
        XCTAssertEqual(session.currentStep?.number, 1)
    }
}

extension WalkthroughTests {
    func testStart_AcceptsTheFolderNameAndNumberAsListed() throws {
        let course = try Course.load(from: Fixtures.course)
        let first = try XCTUnwrap(course.lessons.first)
        let number = String(first.folder.prefix { $0.isNumber })
        XCTAssertEqual(course.lesson(id: number)?.id, first.id)
        XCTAssertEqual(course.lesson(id: String(Int(number)!))?.id, first.id)
        XCTAssertEqual(course.lesson(id: first.folder)?.id, first.id)
        XCTAssertNil(course.lesson(id: "999"))
    }
}

/// A step is earned by what happens after it is shown, not by what the session did before.
extension WalkthroughTests {
    func testStep_CountsOnlyCommandsAndFiresSinceItBegan() {
        var session = makeSession()
        // `help` was typed before the lesson started: it does not earn step 1.
        var probe = FakeProbe(commandsRun: ["help", "lesson hello"])
        _ = session.start("hello", at: probe)
        XCTAssertEqual(session.currentStepHolds(probe), false)
        XCTAssertNil(session.evaluate(probe))
        probe.commandsRun.append("help")
        guard case .stepDone = session.evaluate(probe) else { return XCTFail("help typed in the step earns it") }

        // Step 2 needs a scene, a fire and time >= 10: a fire and a clock from before do not count.
        probe = FakeProbe(loadedScene: "title", firedRequests: ["load"], now: 500, commandsRun: ["next"])
        _ = session.next(at: probe)
        XCTAssertEqual(session.window?.startTime, 500)
        XCTAssertEqual(session.currentStepHolds(probe), false, "the earlier `fire load` is not this step's")
        probe.firedRequests.append("load")
        XCTAssertNil(session.evaluate(probe), "the clock was past 10 before the step: its own advance earns it")
        probe.now = 510
        probe.advances = [500, 510]
        guard case .stepDone = session.evaluate(probe) else { return XCTFail("its own fire and advance earn it") }
    }

    func testStep_WithoutProbeCountsTheWholeSession() {
        var session = makeSession()
        _ = session.start("hello")
        XCTAssertNil(session.window)
        guard case .stepDone = session.evaluate(FakeProbe(commandsRun: ["help"])) else { return XCTFail() }
    }
}

/// Resuming: the commands that rebuild where a step begins.
extension WalkthroughTests {
    func testSetupCommandsAreTheEarlierStepsWithoutCheck() throws {
        let counter = try XCTUnwrap(course.lesson(id: "counter"))
        let hello = try XCTUnwrap(course.lesson(id: "hello"))
        XCTAssertEqual(hello.setupCommands(beforeStep: 1), [])
        XCTAssertEqual(hello.setupCommands(beforeStep: 2), ["help"])
        XCTAssertEqual(hello.setupCommands(beforeStep: 3), ["help", "scene title", "fire load", "advance 10"])
        XCTAssertEqual(counter.setupCommands(beforeStep: 2), ["watch counter", "advance 30"])
        let exercise = try LessonParser().parse(text: """
            ---
            id: ex
            title: Ex
            time: 5
            exercise: Ex
            ---
            ## Step 1: Solve
            ```archlab
            scene title
            check
            ```
            check: exercise passes
            ## Step 2: After
            ```archlab
            time
            ```
            check: ran time
            """, file: "ex.md")
        XCTAssertEqual(exercise.setupCommands(beforeStep: 2), ["scene title"], "an exercise's check is not rebuilt")
    }

    func testRebuiltText() {
        XCTAssertEqual(WalkthroughEvent.rebuiltText(step: 3, commandCount: 7),
                       "Rebuilt where step 3 begins by replaying steps 1-2 (7 commands, output hidden).")
        XCTAssertEqual(WalkthroughEvent.rebuiltText(step: 2, commandCount: 1),
                       "Rebuilt where step 2 begins by replaying step 1 (1 command, output hidden).")
        XCTAssertEqual(WalkthroughEvent.rebuiltText(step: 1, commandCount: 0), "Step 1 starts from a fresh session.")
    }

    func testResetOpensANewWindow() {
        var session = makeSession()
        _ = session.start("hello", at: FakeProbe(commandsRun: ["lesson hello"]))
        _ = session.evaluate(FakeProbe(commandsRun: ["lesson hello", "help"]))
        _ = session.reset("hello", at: FakeProbe(commandsRun: ["lesson hello", "help", "reset"]))
        XCTAssertEqual(session.currentStepHolds(FakeProbe(commandsRun: ["lesson hello", "help", "reset"])), false,
                       "the help before the reset does not earn step 1 again")
    }
}
