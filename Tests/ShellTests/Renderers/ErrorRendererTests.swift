import XCTest
@testable import ArchLabShell

/// Errors: the one place a `ShellError` meets a terminal, with its location and colour.
final class ErrorRendererTests: XCTestCase {
    func testErrorsRenderedInOnePlace() {
        XCTAssertEqual(ErrorRenderer.render(.unknownCommand("x", suggestion: nil), style: .plain, location: "line 3"),
                       "error (line 3): unknown command 'x'. Type 'help' for the list.")
        XCTAssertEqual(ErrorRenderer.render(.unknownCommand("x", suggestion: nil), style: TextStyle(colors: true)),
                       "\u{1B}[31merror: \u{1B}[0munknown command 'x'. Type 'help' for the list.")
    }
}
