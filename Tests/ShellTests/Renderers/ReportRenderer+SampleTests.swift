import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// How the sample part's reports read: the screen line of a fire.
final class ReportRendererSampleTests: XCTestCase {
    func testTheScreenLineNamesTheNewLinesElseTheLinesGone() {
        XCTAssertEqual(ReportRenderer.screenLine(ScreenChange(before: ["a", "  b", ""], after: ["b", "a"])), "the screen is unchanged")
        XCTAssertEqual(ReportRenderer.screenLine(ScreenChange(before: ["x", "gone"], after: ["x", " new "])), "the screen now shows \"new\"")
        XCTAssertEqual(ReportRenderer.screenLine(ScreenChange(before: ["x", "gone"], after: ["x"])), "the screen no longer shows \"gone\"")
        XCTAssertEqual(ReportRenderer.screenLine(ScreenChange(before: ["x"], after: ["x", "x", "y"])), "the screen now shows \"x\" and \"y\"")
        XCTAssertEqual(ReportRenderer.screenLine(ScreenChange(before: [], after: ["1", "2", "3", "4"])),
                       "the screen now shows \"1\", \"2\" and 2 more lines ('view' shows it all)")
    }
}
