import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// `ShellError.message`: what the learner reads for a line that fails, with what to type instead.
final class ShellErrorMessageTests: XCTestCase {
    func testHabitualCommandsSayWhatToDoHere() {
        let shell = Shell(session: Session(catalog: .fakes))
        XCTAssertEqual(shell.submit(line: "clear").text, ["error: 'clear' is not an archlab command. Press Ctrl-L to clear the screen."])
        XCTAssertEqual(shell.submit(line: "ls").text, ["error: 'ls' is not an archlab command. Type 'lessons', 'streams' or 'tree' to list things."])
        XCTAssertEqual(shell.submit(line: "hlep").text, ["error: unknown command 'hlep'. Did you mean 'help'? Type 'help' for the list."])
    }
}
