import ArchLabWorkbook
import Foundation
import Synchronization
import XCTest
@testable import ArchLabShell

/// The progress line a terminal shows while `check` runs.
final class CheckProgressLineTests: XCTestCase {
    func testTheLineTurnsWhileAPhaseRunsAndIsErasedAfter() throws {
        let written = Mutex<[String]>([])
        let line = CheckProgressLine(interval: 0.02) { text in written.withLock { $0.append(text) } }
        line.handle(.started(.building))
        XCTAssertEqual(written.withLock { $0.first }, "\r| building the exercise, 0 s (Ctrl-C stops it)\u{1B}[K", "drawn at once")
        let deadline = Date().addingTimeInterval(5)
        while written.withLock({ $0.count }) < 3, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertGreaterThanOrEqual(written.withLock { $0.count }, 3, "redrawn while the phase runs")
        XCTAssertEqual(written.withLock { $0[1] }.prefix(3), "\r/ ", "the spinner turns")
        line.handle(.finished(.building, seconds: 1))
        let afterErase = written.withLock { $0.count }
        XCTAssertEqual(written.withLock { $0.last }, "\r\u{1B}[K")
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(written.withLock { $0.count }, afterErase, "nothing is drawn after the erase")
    }

    func testFrames() {
        XCTAssertEqual(CheckProgressLine.frame(.testing, elapsed: 61.7, tick: 2), "- running its tests, 61 s (Ctrl-C stops it)")
        XCTAssertEqual(CheckProgressLine.frame(.building, elapsed: 0, tick: 7), "\\ building the exercise, 0 s (Ctrl-C stops it)")
    }
}
