import ArchLabWorkbook
import XCTest
@testable import ArchLabShell

/// The session keeps every traced call, printed or not, so `traced CALL` checks can test
/// outcomes (the worker's answer reached the view) without `trace on`.
final class TracedCheckTests: XCTestCase {
    func testCallsAreLoggedWithTraceOff() {
        let shell = Shell(session: Session(catalog: .standard))
        let fired = shell.submit(line: "scene labels; fire load").text
        XCTAssertFalse(fired.contains { $0.contains("|---------->|") }, "trace is off: no lanes printed: \(fired)")
        let probe = SessionProbe(session: shell.session)
        XCTAssertTrue(probe.tracedCalls.contains { $0.hasPrefix("getLabelList") }, "\(probe.tracedCalls)")
        XCTAssertFalse(StepCheck.traced("displayLabelList").isSatisfied(by: probe, exercisePassed: false), "the answer is 30 ticks away")
        _ = shell.submit(line: "advance 40")
        XCTAssertTrue(StepCheck.traced("displayLabelList").isSatisfied(by: SessionProbe(session: shell.session), exercisePassed: false))
    }
}
