import ArchLabLoader
import ArchLabTestSupport
import Foundation
import XCTest

final class BuildLocationTests: XCTestCase {
    func testLocation_OfAnExecutableInABuildFolder() throws {
        let location = try XCTUnwrap(BuildLocation(executable: URL(fileURLWithPath: "/src/ArchLab/.build/x86_64-unknown-linux-gnu/release/archlab")))

        XCTAssertEqual(location.modules.path, "/src/ArchLab/.build/x86_64-unknown-linux-gnu/release/Modules")
        XCTAssertEqual(location.checkout.path, "/src/ArchLab")
    }

    func testLocation_OfAnInstalledExecutable_IsNil() {
        XCTAssertNil(BuildLocation(executable: URL(fileURLWithPath: "/usr/local/bin/archlab")))
    }

    func testCurrent_IsThisTestBuild() throws {
        try InProcessLoading.skipWhereUnavailable()
        let location = try XCTUnwrap(BuildLocation.current)
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        XCTAssertEqual(location.checkout.standardizedFileURL.path, here.standardizedFileURL.path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: location.modules.appendingPathComponent("ArchLabLoader.swiftmodule").path))
    }
}
