import HeadlessUI
import RIBs
import XCTest

/// What the app tests do to a launched app: fire into the view on top (failing at the
/// caller's line when the view refuses), and read the tree and the screen as text.
extension HeadlessApp {
    func fire(_ action: String, _ arguments: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) {
        guard let view = window.activeView else { return XCTFail("no view on screen", file: file, line: line) }
        XCTAssertNoThrow(try view.fire(action, arguments), file: file, line: line)
    }

    /// The RIB tree as `RIBNode.renderText()` draws it.
    var treeText: String { tree.renderText() }

    /// The view on top, rendered.
    var screen: String { window.activeView?.render() ?? "" }
}
