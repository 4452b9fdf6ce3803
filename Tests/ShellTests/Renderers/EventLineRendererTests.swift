import XCTest
@testable import ArchLabShell

/// Event lines: the time and the stream name aligned in columns.
final class EventLineRendererTests: XCTestCase {
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
}
