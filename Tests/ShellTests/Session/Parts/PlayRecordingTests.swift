import ArchLabWorkbook
import XCTest
@testable import ArchLabShell

/// `play` records what each played stream emitted, like a watched stream, so lesson checks
/// and predictions can read it.
final class PlayRecordingTests: XCTestCase {
    private let shell = Shell(session: Session(catalog: .fakes))

    private func run(_ lines: String...) {
        for line in lines { XCTAssertTrue(shell.submit(line: line).succeeded, line) }
    }

    func testPlayedStreamsAreRecordedInEventTextAtTheirTimes() {
        run(#"let a = cold "--1--2--3--|""#, "let b = a | map x*10 | filter x>10", "play b")
        let recorded = shell.session.recordedEventTexts(stream: "b")
        XCTAssertEqual(recorded.map(\.time), [50, 80, 110])
        XCTAssertEqual(recorded.map(\.event), ["next(20)", "next(30)", "completed"])
        XCTAssertEqual(shell.session.recordedEventTexts(stream: "a").count, 0, "only the streams named after play")
        run("play b")
        XCTAssertEqual(shell.session.recordedEventTexts(stream: "b").map(\.time), [50, 80, 110, 160, 190, 220],
                       "a second play appends, at its own times")
    }

    func testFailuresAreRecordedAsErrors() {
        run(#"let a = cold "--0--|""#, "let d = a | map 10/x", "play d")
        XCTAssertEqual(shell.session.recordedEventTexts(stream: "d").map(\.event).first?.hasPrefix("error("), true)
    }

    func testARecordedCheckHoldsForAPlayInTheStep() {
        run(#"let a = cold "--1--2--3--|""#, "let b = a | map x*10")
        let probe = SessionProbe(session: shell.session)
        let window = StepWindow.begin(probe, streams: ["b"])
        let check = try? StepCheck(parsing: "recorded b next(20)@+50")
        XCTAssertEqual(check?.isSatisfied(by: probe, exercisePassed: false, in: window), false)
        run("play b")
        XCTAssertEqual(check?.isSatisfied(by: SessionProbe(session: shell.session), exercisePassed: false, in: window), true)
    }
}
