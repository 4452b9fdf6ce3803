import ArchLabWorkbook
import Foundation
import XCTest

/// The shipped drills (folders `NNa-slug`, `NNb-slug`…): each practises the lesson its number
/// follows, needs only that lesson, and is what `next` suggests once that lesson is done.
final class ShippedDrillPlacementTests: XCTestCase {
    private static let lessons = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Lessons")

    private struct Placement {
        let drill: Lesson
        let lesson: Lesson
    }

    /// Each lettered lesson with only one prerequisite (a drill, not a quiz), beside the lesson
    /// its folder number follows. Skips while the course still has the folder numbers the
    /// drills were not named after (`04-operators` instead of `04-dispose-bag`).
    private func placements() throws -> [Placement] {
        let graph = try Course.load(from: Self.lessons).graph
        try XCTSkipIf(graph.lessons.contains { $0.folder == "04-operators" },
                      "the drills are numbered after the course's new lesson numbers (04 is dispose-bag)")
        let drills = graph.lessons.filter { $0.number?.letter != nil && $0.prerequisites.count == 1 }
        XCTAssertFalse(drills.isEmpty, "the course should have drills")
        return try drills.map { drill in
            let number = try XCTUnwrap(drill.number?.number)
            let lesson = try XCTUnwrap(graph.lessons.first { $0.number == LessonNumber(number: number) },
                                       "\(drill.folder) follows no lesson numbered \(number)")
            return Placement(drill: drill, lesson: lesson)
        }
    }

    func testEveryDrill_NeedsOnlyTheLessonItsNumberFollows() throws {
        for placement in try placements() {
            XCTAssertEqual(placement.drill.prerequisites, [placement.lesson.id],
                           "\(placement.drill.folder) should need \(placement.lesson.folder), the lesson it practises")
            XCTAssertEqual(placement.drill.track, placement.lesson.track, "\(placement.drill.folder) belongs to its lesson's track")
        }
    }

    func testFinishingALesson_SuggestsItsFirstDrill() throws {
        let graph = try Course.load(from: Self.lessons).graph
        for placement in try placements() where placement.drill.number?.letter == "a" {
            let completed = Set(graph.allPrerequisites(of: placement.drill.id).map(\.id))
            XCTAssertEqual(graph.suggestedNext(completed: completed, current: placement.lesson.id)?.folder,
                           placement.drill.folder, "after \(placement.lesson.folder), `next` should go to its drill")
        }
    }
}
