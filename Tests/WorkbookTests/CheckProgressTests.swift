import ArchLabWorkbook
import Foundation
import Synchronization
import XCTest

/// `check` reports its phases while it runs, through the runner, without changing its result.
final class CheckProgressTests: XCTestCase {
    func testEachCommandIsReportedBeforeAndAfterItRuns() throws {
        let fake = FakeRunner(build: CommandOutput(status: 0, stdout: "", stderr: "", seconds: 12),
                              test: CommandOutput(status: 0, stdout: "", stderr: "", seconds: 2))
        let reported = Mutex<[CheckProgress]>([])
        let runner = ProgressReportingRunner(wrapping: fake) { progress in reported.withLock { $0.append(progress) } }
        let directory = URL(fileURLWithPath: "/")
        let output = runner.run(["swift", "build", "--build-tests"], in: directory, environment: [:], timeout: 1)
        XCTAssertEqual(output.seconds, 12, "the wrapped runner's output is passed on")
        _ = runner.run(["swift", "test", "--skip-build"], in: directory, environment: [:], timeout: 1)
        XCTAssertEqual(reported.withLock { $0 }, [.started(.building), .finished(.building, seconds: 12),
                                                  .started(.testing), .finished(.testing, seconds: 2)])
        XCTAssertEqual(fake.calls.count, 2)
    }

    func testPhasesInTheLearnersWords() {
        XCTAssertEqual(CheckPhase(arguments: ["swift", "build"]), .building)
        XCTAssertEqual(CheckPhase(arguments: ["swift", "test", "--filter", "X"]), .testing)
        XCTAssertEqual(CheckPhase(arguments: ["git", "status"]), .running)
        XCTAssertEqual(CheckPhase(arguments: ["/usr/bin/bwrap", "--unshare-pid", "--", "nice", "swift", "build", "--build-tests"]), .building)
        XCTAssertEqual(CheckPhase(arguments: ["/usr/bin/bwrap", "--", "/usr/bin/prlimit", "--", "/archlab/bin/ArchLabTests.xctest", "A.B"]), .testing)
        XCTAssertEqual(CheckPhase.building.text, "building the exercise")
    }
}
