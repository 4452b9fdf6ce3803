import ArchLabTestSupport
import Foundation
import XCTest

/// `archlab init` ends by saying how to start the shell in the new workspace; the command it
/// prints must run as typed, though `./scripts/start` never puts `archlab` on PATH.
final class InitNextStepTests: XCTestCase {
    func testInit_NextLineNamesAnExecutableThatExists() throws {
        let folder = try TemporaryFolder(prefix: "archlab-init-next")
        defer { folder.remove() }
        let (status, text) = try BuildProducts.run("archlab", arguments: ["init", folder.path("work")],
                                                   environment: ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": folder.path("state")]) { $1 })
        XCTAssertEqual(status, 0, text)

        let next = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("Next: cd ") }, text)
        let command = try XCTUnwrap(next.split(separator: "&&").last, String(next))
        let executable = String(command.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        XCTAssertTrue(executable.hasPrefix("/"), "an absolute path, not a bare name: \(next)")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable), "\(executable) runs: \(next)")
    }
}
