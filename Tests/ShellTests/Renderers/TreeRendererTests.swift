import RIBs
import XCTest
@testable import ArchLabShell

/// `tree`: RIBs' own `RIBNode` drawn with what changed marked, and exported as DOT and Mermaid.
final class TreeRendererTests: XCTestCase {
    private let previous = RIBNode(name: "Root", isViewful: true, isActive: true, children: [
        RIBNode(name: "LoggedOut", isViewful: true, isActive: true),
        RIBNode(name: "LoggedIn", isViewful: false, isActive: true, children: [RIBNode(name: "OffGame", isViewful: true, isActive: true)]),
    ])
    private let current = RIBNode(name: "Root", isViewful: true, isActive: true, children: [
        RIBNode(name: "LoggedIn", isViewful: false, isActive: true, children: [
            RIBNode(name: "TicTacToe", isViewful: true, isActive: true),
            RIBNode(name: "OffGame", isViewful: true, isActive: false),
        ]),
    ])

    func testTreeMarksAttachedChangedAndDetached() {
        XCTAssertEqual(TreeRenderer.renderText(current, changes: TreeChanges(from: previous, to: current), style: .plain), [
            "Root (viewful, active)",
            "`-- LoggedIn (viewless, active)",
            "    |-- TicTacToe (viewful, active)  + attached",
            "    `-- OffGame (viewful, inactive)  * now inactive",
            "- detached: Root/LoggedOut",
        ])
        XCTAssertEqual(TreeRenderer.renderText(current, changes: nil, style: .plain), [
            "Root (viewful, active)",
            "`-- LoggedIn (viewless, active)",
            "    |-- TicTacToe (viewful, active)",
            "    `-- OffGame (viewful, inactive)",
        ])
    }

    func testTreeExports() {
        XCTAssertEqual(ReportRenderer.render(.treeExport(.dot, current), style: .plain), [
            "digraph RIBs {",
            "  node [shape=box];",
            "  \"Root\" [label=\"Root\\nviewful\"];",
            "  \"Root/LoggedIn\" [label=\"LoggedIn\\nviewless\", style=dashed];",
            "  \"Root/LoggedIn/TicTacToe\" [label=\"TicTacToe\\nviewful\"];",
            "  \"Root/LoggedIn/OffGame\" [label=\"OffGame\\nviewful\", color=gray];",
            "  \"Root\" -> \"Root/LoggedIn\";",
            "  \"Root/LoggedIn\" -> \"Root/LoggedIn/TicTacToe\";",
            "  \"Root/LoggedIn\" -> \"Root/LoggedIn/OffGame\";",
            "}",
        ])
        XCTAssertEqual(ReportRenderer.render(.treeExport(.mermaid, current), style: .plain), [
            "graph TD",
            "  n0[\"Root viewful\"]",
            "  n1(\"LoggedIn viewless\")",
            "  n2[\"TicTacToe viewful\"]",
            "  n3[\"OffGame viewful inactive\"]",
            "  n0 --> n1",
            "  n1 --> n2",
            "  n1 --> n3",
        ])
    }
}
