import ArchLabWorkbook
import ArchLabTestSupport
import Foundation
import XCTest

/// The one assembly mechanism: sources from one place, tests from another, copied only when changed.
final class ScratchPackageTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder(prefix: "workbook-tests") }
    override func tearDown() { folder.remove() }

    private func package(_ targets: [ScratchPackage.Target]) -> ScratchPackage {
        ScratchPackage(directory: folder.url.appendingPathComponent("scratch"), courseRoot: URL(fileURLWithPath: "/opt/ArchLab"), targets: targets)
    }

    func testWrite_CopiesOnlyPlannedFilesAndOnlyWhenChanged() throws {
        try folder.write("let a = 1\n", to: "work/A.swift")
        try folder.write("import XCTest\n", to: "course/ATests.swift")
        let target = ScratchPackage.Target(module: "Alpha", sources: ["A.swift": folder.url.appendingPathComponent("work/A.swift")],
                                           tests: ["ATests.swift": folder.url.appendingPathComponent("course/ATests.swift")])
        XCTAssertEqual(try package([target]).write(), ["Package.swift", "Sources/Alpha/A.swift", "Tests/AlphaTests/ATests.swift"])
        XCTAssertEqual(try package([target]).write(), [])
        try folder.write("let a = 2\n", to: "work/A.swift")
        XCTAssertEqual(try package([target]).write(), ["Sources/Alpha/A.swift"])

        var renamed = target
        renamed.module = "Beta"
        XCTAssertEqual(try package([renamed]).write(), ["Package.swift", "Sources/Beta/A.swift", "Tests/BetaTests/ATests.swift"])
        let scratch = folder.url.appendingPathComponent("scratch")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("Sources").path), ["Beta"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("Tests").path), ["BetaTests"])
    }

    func testManifest_NamesTheCourseByPathAndEachTargetPair() {
        let manifest = package([.init(module: "Streams", sources: [:], tests: [:])]).manifest
        XCTAssertTrue(manifest.contains("dependencies: [.package(path: \"/opt/ArchLab\")]"), manifest)
        XCTAssertTrue(manifest.contains("    platforms: [.macOS(.v15)],\n"), "Synchronization needs macOS 15: " + manifest)
        XCTAssertTrue(manifest.contains(".product(name: \"Rx\", package: \"ArchLab\")"), manifest)
        XCTAssertTrue(manifest.contains(".target(name: \"Streams\", dependencies: libraries, path: \"Sources/Streams\"),"), manifest)
        XCTAssertTrue(manifest.contains(".testTarget(name: \"StreamsTests\", dependencies: [.target(name: \"Streams\"), .product(name: \"RxTesting\", package: \"ArchLab\"), .product(name: \"ArchLabTestHarness\", package: \"ArchLab\")] + libraries, path: \"Tests/StreamsTests\"),"), manifest)
    }

    func testWrite_UnreadableSourceIsAnError() {
        let target = ScratchPackage.Target(module: "Alpha", sources: ["A.swift": folder.url.appendingPathComponent("missing.swift")], tests: [:])
        XCTAssertThrowsError(try package([target]).write()) { XCTAssertTrue("\($0)".hasPrefix("cannot read"), "\($0)") }
    }
}
