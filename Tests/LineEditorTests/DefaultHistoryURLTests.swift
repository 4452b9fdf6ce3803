import ArchLabLineEditor
import XCTest

final class DefaultHistoryURLTests: XCTestCase {
    func testUsesXDGStateHome() {
        let url = LineEditor.defaultHistoryURL(environment: ["XDG_STATE_HOME": "/srv/state", "HOME": "/home/ana"])
        XCTAssertEqual(url.path, "/srv/state/archlab/history")
    }

    func testFallsBackToHomeLocalState() {
        let url = LineEditor.defaultHistoryURL(environment: ["HOME": "/home/ana"])
        XCTAssertEqual(url.path, "/home/ana/.local/state/archlab/history")
    }

    func testIgnoresEmptyOrRelativeXDGStateHome() {
        XCTAssertEqual(LineEditor.defaultHistoryURL(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]).path,
                       "/h/.local/state/archlab/history")
        XCTAssertEqual(LineEditor.defaultHistoryURL(environment: ["XDG_STATE_HOME": "state", "HOME": "/h"]).path,
                       "/h/.local/state/archlab/history")
    }

    func testWithoutHomeUsesUserDatabase() {
        let url = LineEditor.defaultHistoryURL(environment: [:])
        XCTAssertTrue(url.path.hasSuffix("/.local/state/archlab/history"), url.path)
        XCTAssertTrue(url.path.hasPrefix("/"), url.path)
    }
}
