import XCTest
@testable import ArchLabShell

/// The prompt: where the learner is and the virtual time.
final class PromptRendererTests: XCTestCase {
    func testPrompt() {
        XCTAssertEqual(PromptRenderer.render(PromptState(lessonID: "01", step: (2, 5), loaded: "scene title", time: 120), style: .plain),
                       "archlab 01:2/5 scene title t=120> ")
        XCTAssertEqual(PromptRenderer.render(PromptState(time: 0), style: .plain), "archlab t=0> ")
    }
}
