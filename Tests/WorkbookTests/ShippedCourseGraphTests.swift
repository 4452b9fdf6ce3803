import ArchLabWorkbook
import Foundation
import XCTest

/// The real course's prerequisite graph: Rx basics, then two tracks that can be taken in
/// either order, joined by the capstone. The tracks are read from the lessons' `track:`.
final class ShippedCourseGraphTests: XCTestCase {
    private static let lessons = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Lessons")

    private func graph() throws -> PrerequisiteGraph { try Course.load(from: Self.lessons).graph }

    private func track(_ name: String, in graph: PrerequisiteGraph) -> Set<String> {
        Set(graph.tracks.first { $0.name == name }?.lessons.map(\.id) ?? [])
    }

    /// The track's lessons where the learner writes code (test-writing lessons and the drills
    /// after a lesson, `05a-…`, are side branches: nothing has to wait for them).
    private func codeLessons(_ name: String, in graph: PrerequisiteGraph) -> Set<String> {
        Set(graph.tracks.first { $0.name == name }?.lessons
            .filter { $0.kind == .code && $0.number?.letter == nil }.map(\.id) ?? [])
    }

    /// The numbers follow the path: the suggested order is the folder-number order, and every
    /// prerequisite has a smaller number than the lesson that needs it.
    func testNumbersFollowThePath() throws {
        let graph = try graph()
        XCTAssertEqual(graph.order.map(\.folder), graph.lessons.sorted { $0.number! < $1.number! }.map(\.folder))
        for lesson in graph.lessons {
            for id in lesson.prerequisites {
                let needed = try XCTUnwrap(graph.lesson(id))
                XCTAssertTrue(needed.number! < lesson.number!, "\(lesson.folder) needs \(needed.folder), which has a larger number")
            }
        }
    }

    /// Taking the lessons by number, each is open when its turn comes.
    func testEveryLessonIsOpenWhenItsNumberComes() throws {
        let graph = try graph()
        var completed: Set<String> = []
        for lesson in graph.lessons {
            XCTAssertEqual(graph.status(of: lesson.id, completed: completed), .unlocked, "\(lesson.folder) is locked after the lessons before it")
            completed.insert(lesson.id)
        }
    }

    func testTracksInOrder() throws {
        XCTAssertEqual(try graph().tracks.map(\.name), ["Rx basics", "Clean Swift", "RIBs", "Capstone"])
    }

    func testRxBasicsNeedNothingElse() throws {
        let graph = try graph()
        let rx = track("Rx basics", in: graph)
        XCTAssertTrue(rx.isSuperset(of: ["streams", "traits-errors", "dispose-bag", "share-replay", "time-and-combining", "schedulers"]))
        for id in rx {
            let needed = Set(graph.allPrerequisites(of: id).map(\.id))
            XCTAssertTrue(needed.isSubset(of: rx), "\(id) needs \(needed.subtracting(rx)), outside the Rx basics")
        }
    }

    func testTheTracksNeedTheBasicsButNotEachOther() throws {
        let graph = try graph()
        let rx = track("Rx basics", in: graph), cleanSwift = track("Clean Swift", in: graph), ribs = track("RIBs", in: graph)
        XCTAssertFalse(cleanSwift.isEmpty || ribs.isEmpty)
        for (name, lessons, other) in [("RIBs", ribs, cleanSwift), ("Clean Swift", cleanSwift, ribs)] {
            for id in lessons {
                let needed = Set(graph.allPrerequisites(of: id).map(\.id))
                XCTAssertTrue(needed.isDisjoint(with: other), "\(name) lesson \(id) needs \(needed.intersection(other)) from the other track")
                XCTAssertTrue(needed.contains("streams"), "\(name) lesson \(id) should come after the first lesson, which teaches the shell")
                XCTAssertTrue(needed.subtracting(lessons).isSubset(of: rx), "\(name) lesson \(id) needs \(needed.subtracting(lessons).subtracting(rx))")
            }
        }
    }

    /// A lesson needs what its exercise and steps use, no more: the first lessons of the
    /// tracks write no Rx, so they wait for none of the later Rx basics.
    func testTheTracksStartWithoutTheLaterRxBasics() throws {
        let graph = try graph()
        for id in ["vip-cycle", "builder-component"] {
            let needed = graph.allPrerequisites(of: id).map(\.id)
            XCTAssertEqual(needed, ["streams"], "\(id) needs \(needed)")
        }
    }

    func testAfterTheBasicsBothTracksAreOpen() throws {
        let graph = try graph()
        let open = graph.unlocked(completed: codeLessons("Rx basics", in: graph)).map(\.id)
        XCTAssertTrue(open.contains("vip-cycle") && open.contains("builder-component"), "open after the basics: \(open)")
        XCTAssertEqual(graph.suggestedNext(completed: [])?.id, "streams")
    }

    func testTheCapstoneJoinsBothTracks() throws {
        let graph = try graph()
        let everyOther = codeLessons("Clean Swift", in: graph).union(codeLessons("RIBs", in: graph))
        for id in track("Capstone", in: graph) {
            let needed = Set(graph.allPrerequisites(of: id).map(\.id))
            XCTAssertTrue(needed.isSuperset(of: everyOther), "the capstone \(id) lacks \(everyOther.subtracting(needed))")
        }
    }
}
