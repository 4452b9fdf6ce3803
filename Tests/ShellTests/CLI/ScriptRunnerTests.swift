import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// `ScriptRunner`: a line of commands run as `archlab -c` runs it, stopping at the first error
/// unless told to keep going.
final class ScriptRunnerTests: XCTestCase {
    private let driver = ShellDriver(Session(catalog: .standard))

    func testKeepGoingRunsTheRestOfALineAfterAnError() {
        let sink = BufferSink()
        XCTAssertEqual(ScriptRunner(shell: driver.shell, sink: sink, keepGoing: true).run(commands: "bogus; advance 5; time"), 1)
        XCTAssertEqual(sink.lines.last, "t=5")
        XCTAssertEqual(sink.errorLines, ["error (-c): unknown command 'bogus'. Type 'help' for the list."])

        let stopping = BufferSink()
        let fresh = Shell(session: Session(catalog: .standard))
        XCTAssertEqual(ScriptRunner(shell: fresh, sink: stopping).run(commands: "bogus; advance 5; time"), 1)
        XCTAssertEqual(stopping.lines.count, 1, "without -k the line stops at its first error")
        XCTAssertEqual(fresh.session.now, 0)
    }
}
