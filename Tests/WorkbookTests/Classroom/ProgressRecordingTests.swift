import ArchLabWorkbook
import ArchLabTestSupport
import Foundation
import XCTest

/// Attempts, hints and time in the progress file; the rule that only a finished check
/// changes an exercise's result; the read-only export.
final class ProgressRecordingTests: XCTestCase {
    func testOnlyAFinishedCheckChangesTheResult() {
        var progress = LessonProgress(lessonID: "streams")
        progress.recordCheck(.failed)
        progress.recordCheck(.passed)
        progress.recordCheck(.incomplete)
        XCTAssertEqual(progress.exercise, .passed)
        XCTAssertEqual(progress.attempts, 2)
        progress.recordCheck(.failed)
        XCTAssertEqual(progress.exercise, .failed)
        XCTAssertEqual(ExerciseResult(lessonID: "a", folder: "01-a", module: "A", outcome: .notRun).checkEnd, .incomplete)
        XCTAssertEqual(ExerciseResult(lessonID: "a", folder: "01-a", module: "A", outcome: .tampered).checkEnd, .incomplete)
        XCTAssertEqual(ExerciseResult(lessonID: "a", folder: "01-a", module: "A", outcome: .buildFailed).checkEnd, .failed)
    }

    func testHintsAndTime_AreCountedAndTimeIsCapped() {
        var progress = LessonProgress(lessonID: "streams")
        progress.recordHint()
        progress.recordHint()
        progress.addTime(seconds: 90.4)
        progress.addTime(seconds: -5)
        progress.addTime(seconds: .infinity)
        progress.addTime(seconds: 5 * 3600)
        XCTAssertEqual(progress.hintsUsed, 2)
        XCTAssertEqual(progress.seconds, 90 + 1800)
    }

    func testFile_RoundTripsNewFieldsAndReadsOldLines() throws {
        let folder = try TemporaryFolder(prefix: "workbook-tests")
        defer { folder.remove() }
        let store = ProgressStore(fileURL: folder.url.appendingPathComponent("progress"))
        try folder.write("streams step=2 done=1 exercise=passed\n", to: "progress")
        XCTAssertEqual(try store.read(), ProgressBook([LessonProgress(lessonID: "streams", currentStep: 2, doneSteps: [1], exercise: .passed)]))

        let book = ProgressBook([LessonProgress(lessonID: "streams", currentStep: 2, doneSteps: [1], exercise: .failed, attempts: 3, hintsUsed: 1, seconds: 75),
                                 LessonProgress(lessonID: "subjects")])
        try store.save(book)
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        XCTAssertTrue(text.hasSuffix("streams step=2 done=1 exercise=failed attempts=3 hints=1 seconds=75\nsubjects step=1 done= exercise=none\n"), text)
        XCTAssertEqual(store.load().book, book)
    }

    func testRead_ADamagedFileIsReportedAndLeftInPlace() throws {
        let folder = try TemporaryFolder(prefix: "workbook-tests")
        defer { folder.remove() }
        try folder.write("streams step=2 attempts=-1\n", to: "progress")
        let store = ProgressStore(fileURL: folder.url.appendingPathComponent("progress"))
        XCTAssertThrowsError(try store.read()) {
            XCTAssertTrue("\($0)".contains("line 1: attempts `-1` is not a count. It was left as it is"), "\($0)")
        }
        XCTAssertEqual(try folder.contents(), ["progress"])
    }

    func testReport_RowsPositionCSVAndJSON() throws {
        let course = try MiniCourse()
        defer { course.remove() }
        let book = ProgressBook([LessonProgress(lessonID: "hello", currentStep: 2, doneSteps: [1, 2]),
                                 LessonProgress(lessonID: "counter", currentStep: 2, doneSteps: [1], exercise: .failed, attempts: 4, hintsUsed: 2, seconds: 600, gaveUp: true)])
        let report = ProgressReport(course: try course.course(), book: book)
        XCTAssertEqual(report.position, "counter step 2/2")
        XCTAssertEqual(report.renderCSV(), """
            lesson,title,steps,steps_done,current_step,complete,exercise,attempts,hints,seconds,gave_up
            hello,"Hello, shell",2,2,2,yes,,0,0,0,no
            counter,Counting events,2,1,2,no,failed,4,2,600,yes

            """)
        let json = report.renderJSON()
        XCTAssertTrue(json.contains("\"position\" : \"counter step 2/2\""), json)
        XCTAssertTrue(json.contains("\"attempts\" : 4,"), json)
        XCTAssertTrue(json.contains("\"gaveUp\" : true"), json)
        XCTAssertTrue(report.renderText().contains("10 min · gave up"), report.renderText())
        XCTAssertEqual(ProgressReport(course: try course.course(), book: ProgressBook()).position, "not started")
    }
}
