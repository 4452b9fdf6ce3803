import ArchLabWorkbook
import Foundation
import XCTest

/// The real course's prerequisite graph: Rx basics, then two tracks that can be taken in
/// either order, joined by the capstone.
final class ShippedCourseGraphTests: XCTestCase {
    private static let lessons = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Lessons")

    private let rxBasics: Set = ["streams", "virtual-time", "subjects-relays", "operators", "traits-errors",
                                 "dispose-bag", "share-replay", "time-and-combining", "schedulers"]
    private let cleanSwift: Set = ["vip-cycle", "models", "rx-vip", "binding", "routing"]
    private let ribs: Set = ["builder-component", "attach-detach", "viewless-shared", "lifecycle-workers", "static-dynamic-deps"]

    private func graph() throws -> PrerequisiteGraph { try Course.load(from: Self.lessons).graph }

    func testRxBasicsNeedNothingElse() throws {
        let graph = try graph()
        for id in rxBasics {
            let needed = Set(graph.allPrerequisites(of: id).map(\.id))
            XCTAssertTrue(needed.isSubset(of: rxBasics), "\(id) needs \(needed.subtracting(rxBasics)), outside the Rx basics")
        }
    }

    func testTheTracksNeedTheBasicsButNotEachOther() throws {
        let graph = try graph()
        for id in ribs {
            let needed = Set(graph.allPrerequisites(of: id).map(\.id))
            XCTAssertTrue(needed.isDisjoint(with: cleanSwift), "RIBs lesson \(id) needs Clean Swift lessons \(needed.intersection(cleanSwift))")
            XCTAssertTrue(needed.isSuperset(of: rxBasics), "RIBs lesson \(id) should come after every Rx basics lesson")
        }
        for id in cleanSwift {
            let needed = Set(graph.allPrerequisites(of: id).map(\.id))
            XCTAssertTrue(needed.isDisjoint(with: ribs), "Clean Swift lesson \(id) needs RIBs lessons \(needed.intersection(ribs))")
            XCTAssertTrue(needed.isSuperset(of: rxBasics), "Clean Swift lesson \(id) should come after every Rx basics lesson")
        }
    }

    func testAfterTheBasicsBothTracksAreOpen() throws {
        let open = try graph().unlocked(completed: rxBasics).map(\.id)
        XCTAssertTrue(open.contains("vip-cycle") && open.contains("builder-component"), "open after the basics: \(open)")
    }

    func testTheCapstoneJoinsBothTracks() throws {
        let needed = Set(try graph().allPrerequisites(of: "capstone").map(\.id))
        XCTAssertTrue(needed.isSuperset(of: cleanSwift.union(ribs).union(rxBasics)), "the capstone lacks \(cleanSwift.union(ribs).subtracting(needed))")
    }
}
