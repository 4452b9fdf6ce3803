import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// Stopping a command (Ctrl-C during `check`) stops what it started too: `swift build`'s
/// compiler jobs are grandchildren, and they must not be left running.
final class CommandRunnerCancelTests: XCTestCase {
    func testCancel_StopsTheChildsOwnChildren() throws {
        let folder = try TemporaryFolder(prefix: "archlab-runner")
        defer { folder.remove() }
        let pidFile = folder.path("grandchild.pid")
        let started = Date()
        let runner = ProcessCommandRunner(shouldCancel: { FileManager.default.fileExists(atPath: pidFile) && Date().timeIntervalSince(started) > 0.3 })

        let output = runner.run(["sh", "-c", "sleep 60 & echo $! > '\(pidFile)'; wait"], in: folder.url, environment: [:], timeout: 120)

        XCTAssertTrue(output.cancelled)
        let text = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let grandchild = try XCTUnwrap(pid_t(text), "the script wrote its child's pid: \(text)")
        // A killed process may stay a zombie for a moment until its parent (init) reaps it;
        // give it that moment, then it must be gone or a zombie, never still sleeping.
        var state = ""
        for _ in 0..<50 {
            state = Self.state(of: grandchild)
            if state.isEmpty || state.hasPrefix("Z") { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTAssertTrue(state.isEmpty || state.hasPrefix("Z"), "the grandchild \(grandchild) is still running: \(state)")
        kill(grandchild, SIGKILL) // never leave it behind, even when the assertion fails
    }

    /// The process's state letter as `ps` shows it (`S` sleeping, `Z` a zombie), on Linux and
    /// macOS alike; empty when there is no such process.
    private static func state(of pid: pid_t) -> String {
        let output = ProcessCommandRunner().run(["ps", "-o", "stat=", "-p", String(pid)], in: URL(fileURLWithPath: "/"), environment: [:], timeout: 10)
        return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
