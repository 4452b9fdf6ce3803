import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

/// `grade --roster` without a sandbox refuses, and says what gives this system one
/// (`Sandbox.remedy`: on Linux, bubblewrap; on macOS, grading on Linux) or `--unsandboxed`.
final class RosterRefusalTests: XCTestCase {
    func testRosterWithoutASandbox_RefusesAndNamesTheRemedy() throws {
        let folder = try TemporaryFolder(prefix: "archlab-roster-refusal")
        defer { folder.remove() }
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": folder.path("state"), "ARCHLAB_SANDBOX": "off"]) { $1 }
        let made = try BuildProducts.run("archlab", arguments: ["init", folder.path("class/ann")], environment: environment)
        XCTAssertEqual(made.status, 0, made.output)

        let (status, text) = try BuildProducts.run("archlab", arguments: ["grade", "--roster", folder.path("class")], environment: environment)

        XCTAssertEqual(status, 2, text)
        XCTAssertTrue(text.contains("cannot be sealed off here"), text)
        XCTAssertTrue(text.contains("\(Sandbox.remedy), or pass --unsandboxed"), text)
        #if os(Linux)
        XCTAssertEqual(Sandbox.remedy, "Install bubblewrap")
        #endif
    }
}
