import ArchLabTestSupport
import ArchLabWorkbook
import XCTest
@testable import ArchLabShell

/// `archlab replay`: walkthroughs replayed in a fresh session on the real samples, failing
/// with the step and the reason.
final class LessonReplayTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "archlab-replay-test")
        try temporary.write("// nested package stand-in\n", to: "Package.swift")
    }

    override func tearDown() {
        temporary?.remove()
    }

    private func write(_ lessonFolder: String, _ text: String) throws {
        try temporary.write(text, to: "\(lessonFolder)/lesson.md")
    }

    private func lesson(_ text: String, exercise: String? = nil, steps: String) -> String {
        """
        ---
        id: \(text)
        title: \(text)
        time: 5
        \(exercise.map { "exercise: \($0)\n" } ?? "")---

        \(steps)
        """
    }

    private func replay(_ mode: LessonReplay.ExerciseMode = .skip) throws -> [LessonReplay.LessonOutcome] {
        let course = try Course.load(from: folder)
        let replay = LessonReplay(lessonsDirectory: folder, exercises: mode, catalog: .standard, environment: [:])
        return course.lessons.map { replay.replay($0) }
    }

    private let goodSteps = """
        ## Step 1: Load

        ```archlab
        scene title
        watch title.display
        ```

        <!-- check: scene title -->

        ## Step 2: Fire

        ```archlab
        fire request
        advance 50
        ```

        <!-- check: recorded title.display next(hello)@50 -->
        """

    func testAGoodWalkthroughPassesEveryStepOnTheRealScene() throws {
        try write("01-good", lesson("good", steps: goodSteps))
        let outcome = try XCTUnwrap(replay().first)
        XCTAssertTrue(outcome.passed, "\(outcome)")
        XCTAssertEqual(outcome.steps.map(\.number), [1, 2])
    }

    func testAFailingCommandAndAnUnmetCheckNameTheStep() throws {
        try write("01-bad", lesson("bad", steps: """
            ## Step 1: Load

            ```archlab
            scene title
            ```

            <!-- check: scene title -->

            ## Step 2: Fire the wrong name

            ```archlab
            fire load
            advance 100
            ```

            <!-- check: all of: fired load; time >= 100 -->
            """))
        let outcome = try XCTUnwrap(replay().first)
        XCTAssertFalse(outcome.passed)
        XCTAssertEqual(outcome.firstFailure?.number, 2)
        let problems = outcome.firstFailure?.problems ?? []
        XCTAssertEqual(problems.count, 2, "\(problems)")
        XCTAssertTrue(problems[0].hasPrefix("`fire load` failed: error: no action in title named 'load'"), problems[0])
        XCTAssertTrue(problems[1].hasPrefix("check not met: all of: fired load; time >= 100"), problems[1])
        XCTAssertTrue(outcome.steps[0].passed)
    }

    func testACheckThatOnlyAnEarlierStateWouldMeetFails() throws {
        // Step 2's commands do nothing that makes its check hold: the replay must not pass it.
        try write("01-lazy", lesson("lazy", steps: """
            ## Step 1: Time

            ```archlab
            advance 10
            ```

            <!-- check: time >= 10 -->

            ## Step 2: Nothing

            ```archlab
            time
            ```

            <!-- check: scene labels -->
            """))
        let outcome = try XCTUnwrap(replay().first)
        XCTAssertEqual(outcome.firstFailure?.number, 2)
        XCTAssertEqual(outcome.firstFailure?.output, ["t=10"])
    }

    func testEachLessonStartsFromAFreshSession() throws {
        try write("01-good", lesson("good", steps: goodSteps))
        try write("02-fresh", lesson("fresh", steps: """
            ## Step 1: Nothing loaded yet

            ```archlab
            time
            ```

            <!-- check: scene title -->
            """))
        let outcomes = try replay()
        XCTAssertTrue(outcomes[0].passed)
        XCTAssertEqual(outcomes[1].firstFailure?.number, 1, "the second lesson saw the first lesson's scene")
    }

    func testSkippedExerciseStillChecksTheRestOfTheStep() throws {
        try write("01-ex", lesson("ex", exercise: "Ex", steps: """
            ## Step 1: Solve it

            ```archlab
            scene title
            check
            ```

            <!-- check: all of: exercise passes; scene title -->
            """))
        try write("02-ex", lesson("ex-wrong", exercise: "ExWrong", steps: """
            ## Step 1: Solve it

            ```archlab
            check
            ```

            <!-- check: all of: exercise passes; scene labels -->
            """))
        let outcomes = try replay(.skip)
        XCTAssertTrue(outcomes[0].passed, "\(outcomes[0])")
        XCTAssertEqual(outcomes[0].steps.first?.skippedExercise, true)
        XCTAssertFalse(outcomes[1].passed)
        XCTAssertTrue(outcomes[1].firstFailure?.problems.first?.hasPrefix("check not met (exercise skipped)") == true)
    }

    func testSkippedExerciseSkipsLoadingItAndWhatFollows() throws {
        try write("01-own", lesson("own", exercise: "Own", steps: """
            ## Step 1: Run your own scene

            ```archlab
            load
            scene mine
            fire load
            ```

            <!-- check: all of: exercise passes; scene mine; fired load -->
            """))
        let outcomes = try replay(.skip)
        XCTAssertTrue(outcomes[0].passed, "no build, and nothing after load runs: \(outcomes[0])")
        XCTAssertEqual(outcomes[0].steps.first?.skippedExercise, true)
    }

    func testReplayCommandReportsAndExits() throws {
        try write("01-good", lesson("good", steps: goodSteps))
        let sink = BufferSink()
        let environment = ["ARCHLAB_LESSONS": folder.path]
        XCTAssertEqual(SubcommandLine.run(["replay", "--skip-exercises", "good"], sink: sink, environment: environment), 0)
        XCTAssertEqual(sink.lines.last, "replayed 1 lesson: all passed (exercise checks skipped)")
        XCTAssertEqual(SubcommandLine.run(["replay", "--skip-exercises", "nope"], sink: BufferSink(), environment: environment), 2)
        XCTAssertEqual(SubcommandLine.run(["replay", "--skip-exercises", "01-good"], sink: BufferSink(), environment: environment), 0)
    }

    func testLaunchOptionsParseReplay() throws {
        XCTAssertEqual(try SubcommandLine.arguments("replay"), SubcommandArguments(words: ["LESSON": []]))
        XCTAssertEqual(try SubcommandLine.arguments("replay", "--skip-exercises", "streams", "02-virtual-time"),
                       SubcommandArguments(flags: ["--skip-exercises"], words: ["LESSON": ["streams", "02-virtual-time"]]))
        XCTAssertThrowsError(try LaunchOptions.parse(["replay", "--fast"]))
        XCTAssertEqual(try SubcommandLine.arguments("replay", "--one-sitting", "--skip-exercises"),
                       SubcommandArguments(flags: ["--skip-exercises", "--one-sitting"], words: ["LESSON": []]))
        XCTAssertTrue(LaunchOptions.usage.contains("archlab replay [--skip-exercises] [--one-sitting] [LESSON ...]"))
    }

    // MARK: One sitting

    private func moveClockStep(_ number: Int, _ title: String) -> String {
        """
        ## Step \(number): \(title)

        ```archlab
        advance 10
        ```

        <!-- check: time >= 10 -->
        """
    }

    private func loadSceneStep(_ number: Int, _ title: String) -> String {
        """
        ## Step \(number): \(title)

        ```archlab
        scene title
        ```

        <!-- check: scene title -->
        """
    }

    private func answerAt60Step(_ number: Int) -> String {
        """
        ## Step \(number): An answer at 60

        ```archlab
        scene title
        watch title.display
        fire request
        advance 50
        ```

        <!-- check: recorded title.display next(hello)@60 -->
        """
    }

    /// Lesson 2 passes alone. Typed after lesson 1 in one shell it passes too, because each
    /// lesson gets a sandbox: without one its step 2 could not be done (the answer at 110,
    /// not 60).
    private func writeTwoLessonsThatNeedTheirOwnSession() throws {
        try write("01-good", lesson("good", steps: goodSteps))
        try write("02-clock", lesson("clock", steps: moveClockStep(1, "Move the clock") + "\n\n" + answerAt60Step(2)))
    }

    /// Steps of one lesson build on each other, so a lesson can still hold steps done before
    /// their commands, or not doable after the steps before them: the replay names both.
    private func writeLessonWhoseStepsTripOverEachOther() throws {
        try write("01-good", lesson("good", steps: goodSteps))
        try write("02-clock", lesson("clock", steps: [moveClockStep(1, "Move the clock"), moveClockStep(2, "Move it again"),
                                                      loadSceneStep(3, "Load the scene"), loadSceneStep(4, "Load it again"),
                                                      answerAt60Step(5)].joined(separator: "\n\n")))
    }

    func testOneSittingGivesEachLessonASandbox() throws {
        try writeTwoLessonsThatNeedTheirOwnSession()
        let course = try Course.load(from: folder)
        let replay = LessonReplay(lessonsDirectory: folder, exercises: .skip, catalog: .standard, environment: [:])
        XCTAssertTrue(course.lessons.map { replay.replay($0) }.allSatisfy(\.passed), "each lesson alone passes")

        var reported: [String] = []
        let outcomes = replay.replayInOneSitting(course.lessons, each: { reported.append($0.lessonID) })
        XCTAssertEqual(reported, ["good", "clock"])
        XCTAssertTrue(outcomes.allSatisfy(\.passed), "\(outcomes)")
    }

    /// In one sitting the lessons are typed in number order, so a lesson before a lesson it
    /// needs fails: the numbers must follow the path.
    func testOneSittingFailsALessonTypedBeforeALessonItNeeds() throws {
        try write("01-good", lesson("good", steps: goodSteps).replacingOccurrences(of: "time: 5\n", with: "time: 5\nprerequisites: [later]\n"))
        try write("02-later", lesson("later", steps: goodSteps))
        let course = try Course.load(from: folder)
        let replay = LessonReplay(lessonsDirectory: folder, exercises: .skip, catalog: .standard, environment: [:])
        let outcomes = replay.replayInOneSitting(course.lessons)
        XCTAssertEqual(outcomes.map(\.passed), [false, true])
        XCTAssertEqual(outcomes[0].neededLater, ["later"])
        XCTAssertTrue(outcomes[0].steps.allSatisfy(\.passed), "its steps pass; only the order is wrong")
        XCTAssertTrue(replay.replayInOneSitting([course.lessons[1], course.lessons[0]]).allSatisfy(\.passed), "in the order of the path")

        let sink = BufferSink()
        XCTAssertEqual(SubcommandLine.run(["replay", "--skip-exercises", "--one-sitting"], sink: sink, environment: ["ARCHLAB_LESSONS": folder.path]), 1)
        XCTAssertTrue(sink.lines.contains("  comes before later, which it needs: number the lessons so that every prerequisite has a smaller number"), "\(sink.lines)")
        XCTAssertEqual(sink.lines.last, "replayed 2 lessons in one sitting: 1 failed: good (order) (exercise checks skipped)")
    }

    func testOneSittingNamesStepsDoneEarlyAndStepsThatCannotBeDone() throws {
        try writeLessonWhoseStepsTripOverEachOther()
        let course = try Course.load(from: folder)
        let replay = LessonReplay(lessonsDirectory: folder, exercises: .skip, catalog: .standard, environment: [:])
        let outcomes = replay.replayInOneSitting(course.lessons)
        XCTAssertTrue(outcomes[0].passed)
        XCTAssertEqual(outcomes[1].stepsDoneEarly, ["2.4"], "a second advance earns its own time step; a scene loaded before does not")
        XCTAssertEqual(outcomes[1].stepsNotDone, ["2.5"])
        XCTAssertEqual(outcomes[1].steps[3].problems, ["done before its own commands: `scene title` already held when the step began"])
    }

    func testRelativeTimesAndStepCountsHoldInOneSitting() throws {
        try write("01-good", lesson("good", steps: goodSteps))
        try write("02-relative", lesson("relative", steps: """
            ## Step 1: Move the clock

            ```archlab
            scene title
            watch title.display
            advance 10
            ```

            <!-- check: time >= +10 -->

            ## Step 2: An answer 50 ticks after the request

            ```archlab
            fire request
            advance 50
            ```

            <!-- check: all of: fired request; recorded title.display next(hello)@+50 -->
            """))
        let course = try Course.load(from: folder)
        let replay = LessonReplay(lessonsDirectory: folder, exercises: .skip, catalog: .standard, environment: [:])
        let outcomes = replay.replayInOneSitting(course.lessons)
        XCTAssertTrue(outcomes.allSatisfy(\.passed), "\(outcomes)")
    }

    func testReplayCommandInOneSittingListsTheSteps() throws {
        try writeLessonWhoseStepsTripOverEachOther()
        let sink = BufferSink()
        let status = SubcommandLine.run(["replay", "--skip-exercises", "--one-sitting"], sink: sink, environment: ["ARCHLAB_LESSONS": folder.path])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(sink.lines.contains("done before their own commands: 2.4"), "\(sink.lines)")
        XCTAssertTrue(sink.lines.contains("cannot be done in one sitting: 2.5"), "\(sink.lines)")
        XCTAssertEqual(sink.lines.last, "replayed 2 lessons in one sitting: 1 failed: clock (step 4) (exercise checks skipped)")
    }

    /// The shipped course typed in one sitting: every lesson in its sandbox, every step
    /// earned by its own commands and doable after the steps before it.
    func testShippedCourseInOneSitting() throws {
        let lessons = try XCTUnwrap(LessonsDirectory.locate(environment: ProcessInfo.processInfo.environment))
        let course = try Course.load(from: lessons)
        let outcomes = LessonReplay(lessonsDirectory: lessons, exercises: .skip, catalog: .standard).replayInOneSitting(course.lessons)
        XCTAssertEqual(outcomes.flatMap(\.stepsDoneEarly), [], "steps done before their own commands")
        XCTAssertEqual(outcomes.flatMap(\.stepsNotDone), [], "steps that cannot be done in one sitting")
        XCTAssertEqual(outcomes.filter { !$0.passed }.map(\.lessonID), [])
    }
}
