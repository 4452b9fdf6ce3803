import ArchLabWorkbook
import XCTest

/// The prerequisite graph on a small course shaped like the real one: basics, two tracks that
/// need only the basics, and a capstone that joins them.
final class PrerequisiteGraphTests: XCTestCase {
    private func lesson(_ id: String, _ folder: Int, needs prerequisites: [String] = [], track: String? = nil) -> Lesson {
        Lesson(id: id, title: id, prerequisites: prerequisites, minutes: 5, exercise: nil, introduction: "",
               steps: [], folder: "\(folder)-\(id)", file: "\(folder)-\(id)/lesson.md", track: track)
    }

    private var graph: PrerequisiteGraph {
        PrerequisiteGraph(lessons: [
            lesson("basics", 1),
            lesson("vip", 2, needs: ["basics", "more-basics"]),
            lesson("vip-tests", 3, needs: ["vip"]),
            lesson("ribs", 4, needs: ["basics", "more-basics"]),
            lesson("more-basics", 9, needs: ["basics"]),
            lesson("capstone", 10, needs: ["vip-tests", "ribs"]),
        ])
    }

    func testOrder_PrerequisitesFirstThenFolderNumber() {
        XCTAssertEqual(graph.order.map(\.id), ["basics", "more-basics", "vip", "vip-tests", "ribs", "capstone"])
    }

    func testUnlocked_BothTracksOpenAfterTheBasics() {
        XCTAssertEqual(graph.unlocked(completed: []).map(\.id), ["basics"])
        XCTAssertEqual(graph.unlocked(completed: ["basics"]).map(\.id), ["more-basics"])
        XCTAssertEqual(graph.unlocked(completed: ["basics", "more-basics"]).map(\.id), ["vip", "ribs"])
    }

    func testRIBsTrackNeedsNoCleanSwiftLesson() {
        let needed = graph.allPrerequisites(of: "ribs").map(\.id)
        XCTAssertEqual(needed, ["basics", "more-basics"])
        XCTAssertEqual(graph.status(of: "ribs", completed: ["basics", "more-basics"]), .unlocked)
    }

    func testCapstone_LockedUntilBothTracksAreDone() {
        let cleanSwiftOnly: Set = ["basics", "more-basics", "vip", "vip-tests"]
        XCTAssertEqual(graph.status(of: "capstone", completed: cleanSwiftOnly), .locked)
        XCTAssertEqual(graph.missingPrerequisites(of: "capstone", completed: cleanSwiftOnly), ["ribs"])
        XCTAssertEqual(graph.status(of: "capstone", completed: cleanSwiftOnly.union(["ribs"])), .unlocked)
        XCTAssertEqual(graph.status(of: "basics", completed: ["basics"]), .completed)
        XCTAssertEqual(graph.dependents(of: "ribs").map(\.id), ["capstone"])
    }

    /// Without a current lesson, the suggestion comes after the furthest lesson done: a drill
    /// skipped on the way is not suggested again, though it stays open.
    func testSuggestedNext_AfterTheFurthestDone_NotASkippedDrill() {
        let drills = PrerequisiteGraph(lessons: [
            lesson("one", 1), lesson("one-drill", 1, needs: ["one"]), lesson("two", 2, needs: ["one"]), lesson("three", 3, needs: ["two"]),
        ])
        XCTAssertEqual(drills.order.map(\.id), ["one", "one-drill", "two", "three"])
        XCTAssertEqual(drills.suggestedNext(completed: ["one"])?.id, "one-drill")
        XCTAssertEqual(drills.suggestedNext(completed: ["one", "two"])?.id, "three")
        XCTAssertEqual(drills.suggestedNext(completed: ["one", "two", "three"])?.id, "one-drill", "the skipped drill, once nothing comes after")
        XCTAssertTrue(drills.unlocked(completed: ["one", "two"]).contains { $0.id == "one-drill" })
    }

    func testSuggestedNext_StaysOnTheCurrentLessonThenOnItsTrack() {
        let basics: Set = ["basics", "more-basics"]
        XCTAssertEqual(graph.suggestedNext(completed: []).map(\.id), "basics", "a new learner starts at the beginning")
        XCTAssertEqual(graph.suggestedNext(completed: basics, current: "ribs")?.id, "ribs", "an unfinished current lesson comes first")
        XCTAssertEqual(graph.suggestedNext(completed: basics.union(["vip"]), current: "vip")?.id, "vip-tests",
                       "after vip, the next lesson on the Clean Swift track, not the first open one (ribs)")
        XCTAssertEqual(graph.suggestedNext(completed: basics.union(["ribs"]), current: "ribs")?.id, "vip",
                       "nothing on the RIBs track is open, so the first open lesson")
        let all = Set(graph.lessons.map(\.id))
        XCTAssertNil(graph.suggestedNext(completed: all, current: "capstone"), "nothing left to suggest")
    }

    /// A learner who jumped ahead and finished a locked drill is led back along what it builds
    /// on, not to the first open lesson of another track.
    func testSuggestedNext_AfterAJumpAhead_TheWayBackToWhatItBuildsOn() {
        let course = PrerequisiteGraph(lessons: [
            lesson("intro", 1), lesson("side", 2, needs: ["intro"]), lesson("mid", 3, needs: ["intro"]),
            lesson("deep", 4, needs: ["mid"]), lesson("deep-drill", 5, needs: ["deep"]),
        ])
        XCTAssertEqual(course.suggestedNext(completed: ["intro", "deep-drill"], current: "deep-drill")?.id, "mid",
                       "mid is on the way to deep-drill; side is not")
        XCTAssertEqual(course.suggestedNext(completed: ["intro", "deep-drill"])?.id, "side", "without a current lesson, the first open one")
    }

    func testTracks_InTheOrderTheirFirstLessonComes() {
        let graph = PrerequisiteGraph(lessons: [
            lesson("intro", 1, track: "Basics"),
            lesson("vip", 2, needs: ["more"], track: "Clean Swift"),
            lesson("untracked", 3),
            lesson("more", 9, needs: ["intro"], track: "Basics"),
        ])
        XCTAssertEqual(graph.tracks.map(\.name), ["Basics", "Clean Swift"])
        XCTAssertEqual(graph.tracks.map { $0.lessons.map(\.id) }, [["intro", "more"], ["vip"]], "lessons in `order`; no track, no group")
    }

    func testProblems_CycleAndUnknownID() {
        let broken = PrerequisiteGraph(lessons: [lesson("a", 1, needs: ["b"]), lesson("b", 2, needs: ["a", "zzz"])])
        XCTAssertEqual(broken.problems.map(\.kind), [.missingPrerequisite, .prerequisiteCycle])
        XCTAssertTrue(broken.problems.last?.message.contains("a needs b needs a") ?? false, broken.problems.last?.message ?? "")
        XCTAssertEqual(broken.order.map(\.id), ["a", "b"], "lessons on a cycle still appear, in folder order")
        XCTAssertEqual(graph.problems, [])
    }
}
