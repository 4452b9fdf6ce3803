import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// `hint(testName): text`: hints tied to the test that failed.
final class TestHintTests: XCTestCase {
    private let lessonWithExercise = """
        ---
        id: demo
        title: Demo
        time: 10
        exercise: Demo
        ---

        ## Step 1: Exercise

        check: exercise passes
        hint: What does the stream do first?
        <!-- hint(testFirst): The first value comes from the worker, not from you. -->
        hint(DemoTests.testSecond): `flatMap` waits for each answer.
        hint: `request.flatMap { worker.answer() }`
        """

    func testParse_TiedHintsAreAlsoOrdinaryHintsInOrder() throws {
        let step = try LessonParser().parse(text: lessonWithExercise, file: "lesson.md").steps[0]
        XCTAssertEqual(step.hints, ["What does the stream do first?", "The first value comes from the worker, not from you.",
                                    "`flatMap` waits for each answer.", "`request.flatMap { worker.answer() }`"])
        XCTAssertEqual(step.testHints, [TestHint(test: "testFirst", text: "The first value comes from the worker, not from you.", line: 12),
                                        TestHint(test: "DemoTests.testSecond", text: "`flatMap` waits for each answer.", line: 13)])
        XCTAssertFalse(step.text.contains("hint"), "directives are not shown as prose")
    }

    func testHintsForFailedTests_MatchByNameOrBySuiteAndName() throws {
        let step = try LessonParser().parse(text: lessonWithExercise, file: "lesson.md").steps[0]
        XCTAssertEqual(step.hints(forFailedTests: [("AnySuite", "testFirst")]), ["The first value comes from the worker, not from you."])
        XCTAssertEqual(step.hints(forFailedTests: [("OtherTests", "testSecond")]), [], "a suite-qualified hint needs that suite")
        XCTAssertEqual(step.hints(forFailedTests: [("DemoTests", "testSecond"), ("DemoTests", "testFirst")]),
                       ["The first value comes from the worker, not from you.", "`flatMap` waits for each answer."],
                       "in file order")
        XCTAssertEqual(step.hints(forFailedTests: []), [])
    }

    func testError_BadTestName() {
        let text = lessonWithExercise.replacingOccurrences(of: "hint(testFirst)", with: "hint(test First)")
        XCTAssertThrowsError(try LessonParser().parse(text: text, file: "lesson.md")) { error in
            XCTAssertEqual((error as? LessonError)?.kind, .badHint)
            XCTAssertEqual((error as? LessonError)?.line, 12)
        }
    }

    func testError_TiedHintWithoutExercise() {
        let text = lessonWithExercise.replacingOccurrences(of: "exercise: Demo\n", with: "")
            .replacingOccurrences(of: "check: exercise passes", with: "check: ran help")
        XCTAssertThrowsError(try LessonParser().parse(text: text, file: "lesson.md")) { error in
            XCTAssertEqual((error as? LessonError)?.kind, .badHint)
            XCTAssertTrue((error as? LessonError)?.message.contains("needs an exercise") ?? false)
        }
    }

    func testError_EmptyTiedHint() {
        let text = lessonWithExercise + "\nhint(testFirst):\n"
        XCTAssertThrowsError(try LessonParser().parse(text: text, file: "lesson.md")) { error in
            XCTAssertEqual((error as? LessonError)?.kind, .emptyHint)
        }
    }

    func testCourse_TiedHintMustNameATestInTheLessonsTests() throws {
        let directory = try TemporaryFolder(prefix: "workbook-tests")
        defer { directory.remove() }
        try directory.write(lessonWithExercise, to: "01-demo/lesson.md")
        try directory.write("final class DemoTests: XCTestCase {\n    func testFirst() {}\n}\n", to: "01-demo/Tests/DemoTests.swift")
        let errors = Course.diagnose(directory.url)
        XCTAssertEqual(errors.map(\.kind), [.unknownHintTest], "testSecond does not exist")
        XCTAssertEqual(errors.first?.line, 13)
        XCTAssertTrue(errors.first?.message.contains("hint(DemoTests.testSecond)") ?? false, errors.first?.message ?? "")
    }
}
