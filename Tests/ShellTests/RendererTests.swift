import RIBs
import XCTest
@testable import ArchLabShell

final class RendererTests: XCTestCase {
    func testEventLinesAlignTimeAndName() {
        let lines = EventLineRenderer.render([
            StreamEvent(time: 120, stream: "title.display", kind: .next("hello")),
            StreamEvent(time: 1200, stream: "t.x", kind: .completed),
            StreamEvent(time: 123456, stream: "t.x", kind: .error("boom")),
        ], style: .plain)
        XCTAssertEqual(lines, [
            "[t=   120] title.display  next(hello)",
            "[t=  1200] t.x            completed",
            "[t=123456] t.x            error(boom)",
        ])
    }

    func testMarblesShareOneAxisWithWideValuesAndWindows() {
        let diagram = MarbleDiagram(tracks: [
            MarbleTrack(label: "a", events: [.init(time: 120, kind: .value("1")), .init(time: 150, kind: .value("2")), .init(time: 180, kind: .completed)],
                        subscriptions: [.init(start: 100, end: 180)]),
            MarbleTrack(label: "a | map", events: [.init(time: 120, kind: .value("10")), .init(time: 150, kind: .value("20")),
                                                   .init(time: 180, kind: .value("x")), .init(time: 180, kind: .completed)],
                        subscriptions: [.init(start: 130, end: nil)]),
            MarbleTrack(label: "e", events: [.init(time: 140, kind: .error)]),
        ], start: 100, end: 200, labelOrigin: 100)
        XCTAssertEqual(MarbleRenderer.render(diagram, style: .plain), [
            "t        0      50         100",
            "a        --1----2----|",
            "         ^-----------!",
            "a | map  --10---20---(x|)",
            "              ^-------------",
            "e        ------#",
            "(each column is 10 ticks; columns holding wide values are drawn wider)",
        ])
    }

    func testANoteSaysHowTimeMapsToColumnsOnlyWhenItIsNotOneFramePerCharacter() {
        let narrow = MarbleDiagram(tracks: [MarbleTrack(label: "a", events: [.init(time: 20, kind: .value("1")), .init(time: 50, kind: .completed)])],
                                   start: 0, end: 60)
        XCTAssertEqual(MarbleRenderer.render(narrow, style: .plain), ["t  0    50", "a  --1--|"])
        let fine = MarbleDiagram(tracks: [MarbleTrack(label: "a", events: [.init(time: 5, kind: .value("1"))])], start: 0, end: 20)
        XCTAssertEqual(MarbleRenderer.render(fine, style: .plain).last, "(each column is 5 ticks)")
    }

    func testWideDiagramsWrapIntoBandsWithTheirOwnRuler() {
        let events = (0..<30).map { MarbleEvent(time: $0 * 10, kind: .value("v\($0)")) }
        let lines = MarbleRenderer.render(MarbleDiagram(tracks: [MarbleTrack(label: "s", events: events)], start: 0, end: 300), style: .plain, width: 40)
        XCTAssertGreaterThan(lines.count, 3)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 40 }, lines.joined(separator: "\n"))
        XCTAssertEqual(lines.filter { $0.hasPrefix("t ") }.count, lines.filter { $0.hasPrefix("s ") }.count)
        XCTAssertEqual(lines.suffix(2), ["(each column is 10 ticks; columns", "holding wide values are drawn wider)"])
        XCTAssertTrue(lines.contains { $0.contains("v29") })
    }

    func testLongRunsScaleToRoundSteps() {
        let diagram = MarbleDiagram(tracks: [MarbleTrack(label: "s", events: [.init(time: 0, kind: .value("a")), .init(time: 1_000_000, kind: .value("b"))])],
                                    start: 0, end: 1_000_000)
        let lines = MarbleRenderer.render(diagram, style: .plain, width: 80)
        XCTAssertLessThanOrEqual(lines.count, 12)
        XCTAssertTrue(lines[0].contains("20000"), lines[0])
        XCTAssertTrue(lines.dropLast().last?.hasSuffix("b") ?? false)
        XCTAssertEqual(lines.last, "(each column is 5000 ticks)", "a scaled diagram says so")
    }

    func testColourOnlyWhenEnabled() {
        let diagram = MarbleDiagram(tracks: [MarbleTrack(label: "s", events: [.init(time: 0, kind: .completed)])], start: 0, end: 0)
        XCTAssertFalse(MarbleRenderer.render(diagram, style: .plain).joined().contains("\u{1B}"))
        XCTAssertTrue(MarbleRenderer.render(diagram, style: TextStyle(colors: true)).joined().contains("\u{1B}[32m|"))
    }

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

    func testTraceDrawsArrowsBetweenLanes() {
        let lines = TraceRenderer.render([
            TraceStep(time: 100, from: "view", to: "interactor", call: "fetchTitle()"),
            TraceStep(time: 150, from: "worker", to: "interactor", call: "\"hello\""),
            TraceStep(time: 150, from: "presenter", to: "view", call: "displayTitle(\"hello\")"),
        ], style: .plain)
        XCTAssertEqual(lines, [
            "           view        interactor  worker      presenter",
            "[t=  100]  |---------->|           |           |   fetchTitle()",
            "[t=  150]  |           |<----------|           |   \"hello\"",
            "[t=  150]  |<----------------------------------|   displayTitle(\"hello\")",
        ])
        XCTAssertEqual(TraceRenderer.render([], style: .plain), [])
    }

    func testPrompt() {
        XCTAssertEqual(PromptRenderer.render(PromptState(lessonID: "01", step: (2, 5), loaded: "scene title", time: 120), style: .plain),
                       "archlab 01:2/5 scene title t=120> ")
        XCTAssertEqual(PromptRenderer.render(PromptState(time: 0), style: .plain), "archlab t=0> ")
    }

    func testHelpIndexFitsEightyColumnsAndListsEveryCommand() {
        let lines = HelpRenderer.renderIndex(.standard, style: .plain)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 }, lines.filter { $0.count > 80 }.joined(separator: "\n"))
        for declaration in CommandSet.standard.all {
            XCTAssertTrue(lines.contains { $0.hasPrefix("  " + declaration.usage) }, declaration.name)
        }
    }

    func testErrorsRenderedInOnePlace() {
        XCTAssertEqual(ErrorRenderer.render(.unknownCommand("x", suggestion: nil), style: .plain, location: "line 3"),
                       "error (line 3): unknown command 'x'. Type 'help' for the list.")
        XCTAssertEqual(ErrorRenderer.render(.unknownCommand("x", suggestion: nil), style: TextStyle(colors: true)),
                       "\u{1B}[31merror: \u{1B}[0munknown command 'x'. Type 'help' for the list.")
    }
}
