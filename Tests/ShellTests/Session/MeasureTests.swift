import XCTest
@testable import ArchLabShell

/// Speed numbers for the closing report. Skipped unless ARCHLAB_MEASURE=1, since debug
/// builds are slow; run with `swift test -c release --filter MeasureTests` for real numbers.
final class MeasureTests: XCTestCase {
    private func clock() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    func testAdvanceThroughAMillionScheduledEvents() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["ARCHLAB_MEASURE"] == "1")
        let shell = Shell(session: Session(catalog: .fakes))
        var count = 0
        for time in 1...1_000_000 {
            shell.session.scheduler.scheduleAt(time) { count += 1 }
        }
        let start = clock()
        XCTAssertTrue(shell.submit(line: "advance 1000000").succeeded)
        let elapsed = Double(clock() - start) / 1e9
        XCTAssertEqual(count, 1_000_000)
        print("MEASURE advance through 1M scheduled events: \(String(format: "%.3f", elapsed)) s")
    }

    func testPerCommandLatency() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["ARCHLAB_MEASURE"] == "1")
        let shell = Shell(session: Session(catalog: .fakes))
        let lines = ["help", "scene greeter", "watch greeter.display", "fire load", "advance 100", "marbles", "time",
                     "app doors", "tree", "fire login player=Ann", "tree --dot",
                     #"let a = cold "--1--2--3--|""#, "let b = a | map x*10 | filter x>10", "play b", "fier"]
        for line in lines {
            var samples: [Double] = []
            for _ in 0..<50 {
                let start = clock()
                _ = shell.submit(line: line)
                samples.append(Double(clock() - start) / 1e6)
            }
            samples.sort()
            print("MEASURE \(line): median \(String(format: "%.3f", samples[25])) ms, max \(String(format: "%.3f", samples[49])) ms")
        }
    }
}
