import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// What the lesson engine writes to the progress file as the learner works: hints asked for,
/// finished checks, and time in the open lesson (idle gaps capped).
final class WalkthroughRecordingTests: XCTestCase {
    private var directory: TemporaryFolder!
    private var store: ProgressStore!
    private var course: Course!

    override func setUpWithError() throws {
        directory = try TemporaryFolder(prefix: "workbook-tests")
        store = ProgressStore(fileURL: directory.url.appendingPathComponent("progress"))
        course = try Course.load(from: Fixtures.course)
    }

    override func tearDown() { directory.remove() }

    private func saved(_ id: String) -> LessonProgress { store.load().book[id] }

    func testHint_EachHintAskedForIsCountedAndSaved() {
        var session = Walkthrough(course: course, store: store)
        _ = session.start("hello")
        _ = session.hint()
        XCTAssertEqual(saved("hello").hintsUsed, 1)
        _ = session.hint() // the step has one hint: nothing more is shown, nothing counted
        XCTAssertEqual(saved("hello").hintsUsed, 1)
    }

    func testRecordExercise_CountsAnAttemptAndKeepsTheResult() {
        var session = Walkthrough(course: course, store: store)
        _ = session.start("hello")
        session.recordExercise(passed: false)
        session.recordExercise(passed: true)
        XCTAssertEqual(saved("hello").attempts, 2)
        XCTAssertEqual(saved("hello").exercise, .passed)
    }

    func testNoteActivity_AddsWholeSecondsCarriesTheRestAndCapsIdleGaps() {
        var session = Walkthrough(course: course, store: store)
        let start = Date(timeIntervalSince1970: 1_000_000)
        session.noteActivity(at: start) // no lesson open: nothing counts
        _ = session.start("hello")
        session.noteActivity(at: start.addingTimeInterval(10)) // the lesson's clock starts
        session.noteActivity(at: start.addingTimeInterval(10.6))
        session.noteActivity(at: start.addingTimeInterval(11.2)) // 1.2 s since 10: 1 s counted, 0.2 carried
        XCTAssertEqual(saved("hello").seconds, 1)
        session.noteActivity(at: start.addingTimeInterval(41.2))
        XCTAssertEqual(saved("hello").seconds, 31)
        session.noteActivity(at: start.addingTimeInterval(41.2 + 3 * 3600), idleCap: 300) // walked away for hours
        XCTAssertEqual(saved("hello").seconds, 331)
        session.noteActivity(at: start) // the wall clock went back: nothing added, no crash
        XCTAssertEqual(saved("hello").seconds, 331)
        _ = session.leave()
        session.noteActivity(at: start.addingTimeInterval(500))
        XCTAssertEqual(saved("hello").seconds, 331, "no lesson open, no time")
    }
}
