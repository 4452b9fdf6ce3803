import ArchLabWorkbook
import Foundation
import XCTest

/// `Course.earlyChecks`: a step whose check the previous step already satisfied.
final class EarlyCheckTests: XCTestCase {
    private func course(_ checks: [String]) throws -> Course {
        var text = "---\nid: early\ntitle: Early\ntime: 5\n---\n"
        for (index, check) in checks.enumerated() {
            text += "\n## Step \(index + 1): Step\n\n```archlab\ntime\n```\n\ncheck: \(check)\n"
        }
        let lesson = try LessonParser().parse(text: text, file: "early.md")
        return Course(lessons: [lesson], directory: URL(fileURLWithPath: "/"))
    }

    func testStateAlreadyDemandedByThePreviousStepIsReported() throws {
        let found = try course(["all of: scene title; fired request", "scene title", "all of: scene title; time >= 10"]).earlyChecks
        XCTAssertEqual(found.map(\.line), [15])
        XCTAssertEqual(found.first?.description,
                       "early.md:15: step 2's check `scene title` already holds when it begins (step 1 ended with `all of: scene title; fired request`); add something the learner does in this step, such as `fired NAME`, `recorded STREAM EVENT@+T` or `time >= +T`")
    }

    func testATimeIsNeverEarly_ItIsEarnedByAnAdvanceInTheStep() throws {
        XCTAssertEqual(try course(["time >= 90", "time >= 40"]).earlyChecks.count, 0)
        XCTAssertEqual(try course(["time >= 90", "time >= +40"]).earlyChecks.count, 0)
        XCTAssertEqual(try course(["all of: scene title; time >= 90", "all of: scene title; time >= 40"]).earlyChecks.count, 0)
    }

    func testChecksEarnedInTheStepAreNeverEarly() throws {
        XCTAssertEqual(try course(["all of: app todo; fired login", "all of: app todo; fired login"]).earlyChecks.count, 0)
        XCTAssertEqual(try course(["tree lacks A", "all of: tree lacks A; freed A"]).earlyChecks.count, 0)
        XCTAssertEqual(try course(["tree lacks A", "tree lacks A"]).earlyChecks.count, 1)
        XCTAssertEqual(try course(["scene title", "scene labels"]).earlyChecks.count, 0, "another state is not implied")
    }

    func testIsEarnedInStep() throws {
        for text in ["fired a", "ran help", "recorded s completed", "detached A", "freed A", "predicted b", "time >= +1",
                     "time >= 5", "all of: scene title; time >= 5", "all of: scene title; fired load"] {
            XCTAssertTrue(try StepCheck(parsing: text).isEarnedInStep, text)
        }
        for text in ["scene title", "app todo", "tree contains A", "tree lacks A", "all of: scene title; tree lacks A"] {
            XCTAssertFalse(try StepCheck(parsing: text).isEarnedInStep, text)
        }
    }

    func testShippedCourseHasNoEarlyChecks() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Lessons")
        let course = try Course.load(from: directory)
        XCTAssertEqual(course.earlyChecks.map(\.description), [])
    }
}
