import RIBs
import XCTest
@testable import ArchLabShell

/// What `tree` marks between two snapshots, compared by path: a RIB whose name repeats among
/// its siblings is told apart by its rank, so one leaving is not mistaken for the other.
final class TreeChangesTests: XCTestCase {
    private func node(_ name: String, viewful: Bool = true, active: Bool = true, _ children: [RIBNode] = []) -> RIBNode {
        RIBNode(name: name, isViewful: viewful, isActive: active, children: children)
    }

    func testUnchangedTreeHasNoMarks() {
        let tree = node("Root", [node("A"), node("B", viewful: false)])
        let changes = TreeChanges(from: tree, to: tree)
        XCTAssertEqual(changes.marks, [:])
        XCTAssertEqual(changes.detached, [])
    }

    func testEachTraitThatChangedIsMarkedWithItsNewState() {
        let changes = TreeChanges(from: node("Root", [node("A"), node("B")]),
                                  to: node("Root", [node("A", active: false), node("B", viewful: false, active: false)]))
        XCTAssertEqual(changes.marks, ["Root/A": .changed(isActive: false, isViewful: nil),
                                       "Root/B": .changed(isActive: false, isViewful: false)])
    }

    func testTheSecondOfTwoSiblingsWithOneNameLeaving() {
        let changes = TreeChanges(from: node("Root", [node("Item"), node("Item", viewful: false)]), to: node("Root", [node("Item")]))
        XCTAssertEqual(changes.marks, [:], "the first Item stayed as it was")
        XCTAssertEqual(changes.detached, ["Root/Item#2"])
        let back = TreeChanges(from: node("Root", [node("Item")]), to: node("Root", [node("Item"), node("Item")]))
        XCTAssertEqual(back.marks, ["Root/Item#2": .attached])
    }
}
