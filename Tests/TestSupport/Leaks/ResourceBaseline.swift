import Foundation
import Rx
import XCTest

/// The live Rx resource count (`Resources.total`) at one moment, and the check that it came
/// back: every observable, sink and disposable made since has been released.
///
/// The one leak check of the test targets: a test case takes a baseline in `setUp` and
/// checks it in `tearDown`, after the test's locals are gone; `assertNoLeaks` wraps one
/// scenario.
public struct ResourceBaseline: Sendable {
    public let count: Int32

    public init() { count = Resources.total }

    /// A baseline taken once the count has stopped moving: an earlier test's Dispatch work
    /// (a timer's handler, an operation queue's last operation) may release its resources a
    /// moment after that test ended, and a baseline taken meanwhile would blame the next test.
    /// Waits until two readings 5 ms apart agree (main-queue work runs meanwhile), at most
    /// `within` seconds.
    public static func settled(within: TimeInterval = 1) -> ResourceBaseline {
        let deadline = Date().addingTimeInterval(within)
        var last = Resources.total
        while Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
            let now = Resources.total
            if now == last { break }
            last = now
        }
        return ResourceBaseline()
    }

    /// Fails at the caller unless the count is back to the baseline. Work on Dispatch queues
    /// (timers, blocking calls) may release its last references a moment later, so with a
    /// `settling` time the run loop is turned until the count is back or the time is up.
    public func assertReturned(settling: TimeInterval = 0, _ message: String = "live resources leaked",
                               file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(settling)
        while Resources.total != count && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(Resources.total, count, message, file: file, line: line)
    }
}

/// Runs `scenario`, then fails at the caller unless the live-resource count is what it was
/// before.
public func assertNoLeaks(settling: TimeInterval = 0, file: StaticString = #filePath, line: UInt = #line,
                          _ scenario: () throws -> Void) rethrows {
    let baseline = ResourceBaseline()
    try scenario()
    baseline.assertReturned(settling: settling, "live resources leaked by the scenario", file: file, line: line)
}
