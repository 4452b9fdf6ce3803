import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// Hints about what fails now: after a `check`, the hints tied to its first failing test come
/// first, then the others in file order, never those tied only to passing tests; progress
/// counts only the hints the learner asked for with `hint`.
final class HintFollowsFailuresTests: XCTestCase {
    private let concept = "One idea runs through all four parts."
    private let collect = "`subscribe` takes one closure per kind of event."
    private let countdown = "`Observable.create` hands you the observer."
    private let inbox = "`listen` keeps the `Disposable`; `stop` disposes it."
    private let nearCode = "Near-code: keep the subscription in a property."

    private var directory: TemporaryFolder!
    private var store: ProgressStore!
    private var course: Course!

    override func setUpWithError() throws {
        directory = try TemporaryFolder(prefix: "workbook-tests")
        store = ProgressStore(fileURL: directory.url.appendingPathComponent("progress"))
        let lesson = try LessonParser().parse(text: """
            ---
            id: streams
            title: Streams
            time: 5
            exercise: Streams
            ---

            ## Step 1: Write streams

            check: exercise passes
            hint: \(concept)
            hint(testCollect_Error): \(collect)
            hint(testCountdown_FromZero): \(countdown)
            hint(StreamTests.testInbox_Receives): \(inbox)
            hint: \(nearCode)
            """, file: "lesson.md")
        course = Course(lessons: [lesson], directory: directory.url)
    }

    override func tearDown() { directory.remove() }

    private func run(failing: [String], passing: [String]) -> TestRun {
        TestRun(cases: passing.map { TestCaseResult(suite: "StreamTests", name: $0, status: .passed) }
                    + failing.map { TestCaseResult(suite: "StreamTests", name: $0, status: .failed) })
    }

    /// The brief's case: only the Inbox tests fail; the first of them has no hint of its own.
    private var onlyInboxFails: TestRun {
        run(failing: ["testInbox_Receives", "testInbox_Stop"], passing: ["testCollect_Error", "testCountdown_FromZero"])
    }

    private func startedSession() -> Walkthrough {
        var session = Walkthrough(course: course, store: store)
        _ = session.start("streams")
        return session
    }

    func testBeforeAnyCheck_HintsComeInFileOrder() throws {
        let step = try XCTUnwrap(course.lessons.first?.steps.first)
        XCTAssertEqual(step.hints(after: nil), [concept, collect, countdown, inbox, nearCode])
        var session = startedSession()
        XCTAssertEqual(session.hint(), .hint(concept, number: 1, total: 5))
    }

    func testOnlyInboxFailing_HintsAreAboutTheInboxThenTheUntiedOnes() throws {
        let step = try XCTUnwrap(course.lessons.first?.steps.first)
        XCTAssertEqual(step.hints(after: onlyInboxFails.cases), [inbox, concept, nearCode], "nothing about the passing tests")
        XCTAssertEqual(step.hintAfterFailedCheck(onlyInboxFails.cases), inbox)
    }

    func testSession_AfterAFailedCheck_PrintsTheTiedHintThenHintGoesOnWithoutPassingOnes() {
        var session = startedSession()
        session.noteCheckedTests(onlyInboxFails, lessonID: "streams")
        XCTAssertEqual(session.hintForFailedCheck(), inbox)
        XCTAssertEqual(session.hint(), .hint(concept, number: 2, total: 3))
        XCTAssertEqual(session.hint(), .hint(nearCode, number: 3, total: 3))
        guard case .noMoreHints(3, _) = session.hint() else { return XCTFail("the countdown and subscribe hints are about passing tests") }
    }

    func testSession_TheFirstFailingTestsHintComesFirstThenTheOthersInFileOrder() {
        var session = startedSession()
        session.noteCheckedTests(run(failing: ["testCountdown_FromZero", "testInbox_Receives"], passing: ["testCollect_Error"]), lessonID: "streams")
        XCTAssertEqual(session.hintForFailedCheck(), countdown)
        XCTAssertEqual(session.hint(), .hint(concept, number: 2, total: 4))
        XCTAssertEqual(session.hint(), .hint(inbox, number: 3, total: 4))
    }

    func testSession_ASecondFailureOfTheSameTestRepeatsItsHint() {
        var session = startedSession()
        session.noteCheckedTests(onlyInboxFails, lessonID: "streams")
        XCTAssertEqual(session.hintForFailedCheck(), inbox)
        session.noteCheckedTests(onlyInboxFails, lessonID: "streams")
        XCTAssertEqual(session.hintForFailedCheck(), inbox, "it is still what fails")
    }

    func testSession_ABuildFailureForgetsWhichTestsFailed() {
        var session = startedSession()
        session.noteCheckedTests(onlyInboxFails, lessonID: "streams")
        session.noteCheckedTests(nil, lessonID: "streams")
        XCTAssertEqual(session.hintForFailedCheck(), concept)
        XCTAssertEqual(session.hint(), .hint(collect, number: 2, total: 5))
    }

    func testSession_WithoutATiedHintForAnyFailingTest_FallsBackToTheUntiedHints() {
        var session = startedSession()
        session.noteCheckedTests(run(failing: ["testOther"], passing: ["testCollect_Error", "testCountdown_FromZero"]), lessonID: "streams")
        XCTAssertEqual(session.hintForFailedCheck(), concept)
        XCTAssertEqual(session.hint(), .hint(inbox, number: 2, total: 3), "its test did not run: it may be what fails")
        XCTAssertEqual(session.hint(), .hint(nearCode, number: 3, total: 3))
    }

    func testProgress_CountsTheHintsAskedForNotThosePrintedUnderAFailedCheck() {
        var session = startedSession()
        for _ in 1...3 {
            session.noteCheckedTests(onlyInboxFails, lessonID: "streams")
            _ = session.hintForFailedCheck()
        }
        XCTAssertEqual(store.load().book["streams"].hintsUsed, 0, "three checks, no hint typed")
        for _ in 1...3 { _ = session.hint() }
        XCTAssertEqual(store.load().book["streams"].hintsUsed, 2, "three typed, but only two hints were left to show")
        let fresh = Walkthrough(course: course, store: store)
        XCTAssertEqual(fresh.book["streams"].hintsUsed, 2)
    }

    /// The course's lesson 01 with only its three `Inbox` tests failing: no hint about
    /// `subscribe` closures or the countdown, which pass.
    func testLesson01_WithOnlyTheInboxFailing_HintsAreAboutTheInbox() throws {
        let lessons = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Lessons")
        let step = try XCTUnwrap(Course.load(from: lessons).lesson(id: "streams")?.steps.first { $0.check == .exercisePasses })
        let inboxFails = ["testInbox_ReceivesOnlyWhileListening", "testInbox_KeepsWhatArrivesInEachListeningPeriod", "testInbox_StopReleasesTheSubscription"]
            .map { TestCaseResult(suite: "InboxTests", name: $0, status: .failed) }
        let restPasses = ["testCollectEvents_Error", "testCollectEvents_ValuesThenCompleted", "testCountdown_FromThree",
                          "testCountdown_FromZeroOnlyCompletes", "testCountdown_OnVirtualTime", "testOneTwoThree_EmitsThreeValuesThenCompletes"]
            .map { TestCaseResult(suite: "StreamBasicsTests", name: $0, status: .passed) }
        let tests = inboxFails + restPasses
        XCTAssertTrue(step.hintAfterFailedCheck(tests)?.contains("`listen` keeps the `Disposable`") ?? false, "\(step.hintAfterFailedCheck(tests) ?? "none")")
        for hint in step.hints(after: tests) {
            XCTAssertFalse(hint.contains("subscribe` takes one closure") || hint.lowercased().contains("countdown")
                           || hint.contains("Observable.of"), "about a passing test: \(hint)")
        }
        XCTAssertEqual(step.hints(after: tests).count, 3, "the Inbox's two hints and the concept: \(step.hints(after: tests))")
    }
}
