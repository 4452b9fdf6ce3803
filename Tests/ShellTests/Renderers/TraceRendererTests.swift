import XCTest
@testable import ArchLabShell

/// Traced calls drawn as arrows between lanes.
final class TraceRendererTests: XCTestCase {
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
}
