import ArchLabWorkbook
import XCTest
@testable import ArchLabShell

/// What the replay holds against a message that contradicts the state it is shown in
/// (`LessonReplay+Contradictions`); `LessonReplayTests.testShippedCourseInOneSitting` proves
/// the course says none of them.
final class ReplayContradictionTests: XCTestCase {
    private func lesson() throws -> Lesson {
        try LessonParser().parse(text: """
            ---
            id: demo
            title: Demo
            time: 5
            exercise: Demo
            ---

            ## Step 1: Ask

            check: ran help

            ## Step 2: Solve

            check: exercise passes
            """, file: "lesson.md")
    }

    func testFreePlayPromptMustSayFree() {
        XCTAssertNotNil(LessonReplay.freePlayPromptProblem("archlab t=0> "))
        XCTAssertNil(LessonReplay.freePlayPromptProblem("archlab free t=0> "))
    }

    func testLessonPromptMustNameTheStepShown() throws {
        let lesson = try lesson()
        XCTAssertNil(LessonReplay.lessonPromptProblem("archlab demo:2/2 t=0> ", lesson: lesson, step: lesson.steps[1]))
        XCTAssertNotNil(LessonReplay.lessonPromptProblem("archlab demo:1/2 t=0> ", lesson: lesson, step: lesson.steps[1]))
    }

    func testCheckWithoutExerciseMustSayWhatItDoesTheGoalAndWhereTheExerciseIs() throws {
        let lesson = try lesson()
        XCTAssertNotNil(LessonReplay.checkWithoutExerciseProblem(["Step 1 is not done yet: run help. Type hint for help."],
                                                                 lesson: lesson, step: lesson.steps[0]))
        let event = WalkthroughEvent.notDoneYet(lesson.steps[0], goal: lesson.steps[0].check.goal, lesson: lesson)
        let rendered = MarkdownRenderer.render(event.text, width: 200, style: .plain)
        XCTAssertNil(LessonReplay.checkWithoutExerciseProblem(rendered, lesson: lesson, step: lesson.steps[0]), "\(rendered)")
        let vague = rendered.map { $0.replacingOccurrences(of: "has no exercise to test", with: "is not done") }
        XCTAssertNotNil(LessonReplay.checkWithoutExerciseProblem(vague, lesson: lesson, step: lesson.steps[0]), "\(vague)")
        let goalless = rendered.map { $0.replacingOccurrences(of: "run help", with: "do it") }
        XCTAssertNotNil(LessonReplay.checkWithoutExerciseProblem(goalless, lesson: lesson, step: lesson.steps[0]), "\(goalless)")
    }

    func testNothingOnTheLastStepMayTellToTypeNext() {
        let last = ["This is the last step of \"Demo\". Type lessons to choose another lesson."]
        XCTAssertEqual(LessonReplay.lastStepProblem(said: ["Step 2 is already done. Type next to go on."], next: last),
                       "contradiction: the last step says \"Type next to go on\", but `next` answers: \(last[0])")
        XCTAssertNotNil(LessonReplay.lastStepProblem(said: ["Step 2 is already done. Type", "next to go on."], next: last), "wrapped")
        XCTAssertNotNil(LessonReplay.lastStepProblem(said: ["Step 2 done. Type next for step 3: More."], next: last))
        XCTAssertNil(LessonReplay.lastStepProblem(said: ["Step 2 done. Lesson complete! Type lessons to choose the next one."], next: last))
        XCTAssertNotNil(LessonReplay.lastStepProblem(said: [], next: ["Lesson 2 - Step 1 of 3"]), "next moved on from the last step")
    }
}
