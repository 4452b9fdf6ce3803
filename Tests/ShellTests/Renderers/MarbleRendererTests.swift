import XCTest
@testable import ArchLabShell

/// Marble diagrams: one axis for every track, wrapped into bands and scaled to round steps when wide.
final class MarbleRendererTests: XCTestCase {
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
}
