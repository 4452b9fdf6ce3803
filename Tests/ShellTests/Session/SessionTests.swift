import ArchLabTestSupport
import XCTest
import Rx
@testable import ArchLabShell

/// The session as a whole on the test-double samples: the prompt, a line of several commands,
/// `source` and `help`. What one part does is tested in `Parts/`.
final class SessionTests: XCTestCase {
    private var driver: ShellDriver!
    private var shell: Shell { driver.shell }

    override func setUp() {
        driver = ShellDriver(Session(catalog: .fakes))
    }

    func testPromptShowsLoadedSampleAndTime() {
        XCTAssertEqual(shell.prompt, "archlab free t=0> ", "free play from the first prompt on")
        driver.run("scene greeter", "advance 42")
        XCTAssertEqual(shell.prompt, "archlab free scene greeter t=42> ")
    }

    func testFirstErrorStopsTheRestOfTheLine() {
        let outcome = shell.submit(line: "advance 5; fier; advance 5")
        XCTAssertFalse(outcome.succeeded)
        XCTAssertEqual(shell.session.now, 5)
    }

    func testSourceRunsAFileAndNamesTheFailingLine() throws {
        let folder = try TemporaryFolder(prefix: "archlab-source")
        defer { folder.remove() }
        let path = try folder.write("advance 10\n# comment\ntime\nfier\nadvance 10\n", to: "script.txt")
        let outcome = shell.submit(line: "source \(path)")
        XCTAssertEqual(outcome.text.first, "t=10")
        XCTAssertEqual(outcome.text.last, "error: \(path):4: unknown command 'fier'. Did you mean 'fire'? Type 'help' for the list.")
        XCTAssertEqual(shell.session.now, 10)
        XCTAssertEqual(driver.error("source /nonexistent/file"), "error: cannot read '/nonexistent/file': no such file.")
    }

    func testSourceLoopIsStopped() throws {
        let folder = try TemporaryFolder(prefix: "archlab-loop")
        defer { folder.remove() }
        let path = try folder.write("source \(folder.path("loop.txt"))\n", to: "loop.txt")
        let message = driver.error("source \(path)")
        XCTAssertTrue(message?.contains("nested 8 deep") ?? false, message ?? "")
    }

    func testHelpForEveryCommandAndUnknownTopic() {
        for declaration in CommandSet.standard.all {
            let lines = driver.run("help \(declaration.name)")
            XCTAssertEqual(lines.first, declaration.usage)
            XCTAssertTrue(lines.contains("  example: " + declaration.example))
            XCTAssertEqual(driver.run("\(declaration.name) --help"), lines, "\(declaration.name) --help")
        }
        XCTAssertEqual(driver.error("help fier"), "error: no command named 'fier'. Did you mean 'fire'?")
    }
}
