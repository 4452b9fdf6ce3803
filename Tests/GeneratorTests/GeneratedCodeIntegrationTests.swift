import ArchLabGenerator
import ArchLabTestSupport
import Foundation
import XCTest

/// Generated code compiles as generated and passes its generated tests: a scene, a RIB, a
/// viewful and a viewless child wired in with `--parent`, built and tested with SwiftPM
/// against this checkout. Slow (it builds ArchLab once more in a fresh package), so it runs
/// only with `ARCHLAB_PLAYGROUND_INTEGRATION=1`.
final class GeneratedCodeIntegrationTests: XCTestCase {
    func testGeneratedPlayground_BuildsAndPassesItsTests() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["ARCHLAB_PLAYGROUND_INTEGRATION"] == "1",
                          "set ARCHLAB_PLAYGROUND_INTEGRATION=1 to build a generated playground")
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try TemporaryFolder(prefix: "archlab-playground")
        defer { folder.remove() }
        let directory = folder.url
        let workspace = PlaygroundWorkspace(directory: directory, checkout: checkout)

        try workspace.newScene("Greeter")
        try workspace.newRIB("Home")
        try workspace.newRIB("Child", parent: "Home")
        try workspace.newRIB("Settings", viewless: true, parent: "Home")
        try workspace.newRIB("Menu", viewless: true)

        let build = try Self.swift(["build", "--build-tests"], in: directory)
        XCTAssertEqual(build.status, 0, build.output)
        // ArchLab's own sources are compiled here too; only warnings in generated files count.
        let warnings = build.output.split(separator: "\n").filter { $0.contains(directory.path) && $0.contains("warning:") }
        XCTAssertEqual(warnings, [], "generated code compiles without warnings")
        let test = try Self.swift(["test", "--skip-build"], in: directory)
        XCTAssertEqual(test.status, 0, test.output)
        for expected in ["GreeterInteractorTests", "GreeterPresenterTests", "GreeterViewControllerTests", "HomeInteractorTests",
                         "HomeRouterTests", "HomeRouterChildTests", "HomeRouterSettingsTests", "MenuInteractorTests", "MenuRouterTests"] {
            XCTAssertTrue(test.output.contains("Test Suite '\(expected)' passed"), "\(expected) ran and passed:\n\(test.output)")
        }
    }

    private static func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
