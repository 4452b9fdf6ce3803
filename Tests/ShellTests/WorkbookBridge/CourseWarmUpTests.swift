@testable import ArchLabShell
import ArchLabWorkbook
import Foundation
import XCTest

/// Which exercise the shell prepares in the background when it starts: the learner's next
/// exercise, in course order.
final class CourseWarmUpTests: XCTestCase {
    private func shippedCourse() throws -> Course {
        try Course.load(from: XCTUnwrap(LessonsDirectory.locate(environment: ProcessInfo.processInfo.environment), "the shipped Lessons/ folder"))
    }

    func testANewLearner_GetsTheFirstCodeExercisePrepared() throws {
        let course = try shippedCourse()
        XCTAssertEqual(CourseWarmUp.lessonToPrepare(in: course, book: ProgressBook())?.folder, "01-streams")
    }

    func testPassedExercises_AreSkipped() throws {
        let course = try shippedCourse()
        let passed = course.lessons.prefix { $0.folder < "13" }.map { LessonProgress(lessonID: $0.id, exercise: .passed) }
        let lesson = try XCTUnwrap(CourseWarmUp.lessonToPrepare(in: course, book: ProgressBook(passed)))
        XCTAssertEqual(lesson.folder, "13-interactor-tests")
        let failedFirst = ProgressBook([LessonProgress(lessonID: course.lessons[0].id, exercise: .failed)])
        XCTAssertEqual(CourseWarmUp.lessonToPrepare(in: course, book: failedFirst)?.folder, "01-streams")
    }

    func testEveryExercisePassed_NothingIsPrepared() throws {
        let course = try shippedCourse()
        let all = ProgressBook(course.lessons.map { LessonProgress(lessonID: $0.id, exercise: .passed) })
        XCTAssertNil(CourseWarmUp.lessonToPrepare(in: course, book: all))
    }
}
