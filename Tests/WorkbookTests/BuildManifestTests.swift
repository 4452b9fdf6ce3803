@testable import ArchLabWorkbook
import ArchLabTestSupport
import Foundation
import XCTest

/// Reading SwiftPM's commands from its llbuild manifest (an excerpt of a real one: lesson
/// 08's check, Swift 6.3.1), and the response files they take.
final class BuildManifestTests: XCTestCase {
    private let debug = "/work/wt-mutants/Lessons/.build-solutions/x86_64-unknown-linux-gnu/debug"

    private func manifest() throws -> BuildManifest {
        BuildManifest(text: try Fixtures.output("swiftpm-debug.yaml"))
    }

    func testCompileCommands_AreFoundByModuleName() throws {
        let manifest = try manifest()
        let library = try XCTUnwrap(manifest.compileCommand(module: "InteractorTesting"))
        XCTAssertEqual(library.arguments.first, "/opt/swift/usr/bin/swiftc")
        XCTAssertEqual(library.arguments.value(after: "-emit-module-path"), "\(debug)/Modules/InteractorTesting.swiftmodule")
        XCTAssertEqual(library.arguments.value(after: "-output-file-map"), "\(debug)/InteractorTesting.build/output-file-map.json")
        XCTAssertTrue(library.arguments.contains("@\(debug)/InteractorTesting.build/sources"))
        XCTAssertEqual(library.inputs.first, "/work/wt-mutants/Lessons/.build-scratch/check-solutions/Sources/InteractorTesting/CommunityCardLabelEditorInteractor.swift")
        let tests = try XCTUnwrap(manifest.compileCommand(module: "InteractorTestingTests"))
        XCTAssertEqual(tests.arguments.value(after: "-module-name"), "InteractorTestingTests")
        XCTAssertNil(manifest.compileCommand(module: "InteractorTesting_forgets_error"))
        XCTAssertNil(manifest.compileCommand(module: "ArchLabCheckPackageTests"), "the link names a module but compiles none")
    }

    func testWrapAndLinkCommands_AreFoundByTheirFiles() throws {
        let manifest = try manifest()
        let wrap = try XCTUnwrap(manifest.moduleWrapCommand(modulePath: "\(debug)/Modules/InteractorTesting.swiftmodule"))
        XCTAssertEqual(wrap.arguments.value(after: "-o"), "\(debug)/InteractorTesting.build/InteractorTesting.swiftmodule.o")
        XCTAssertEqual(wrap.inputs, ["\(debug)/Modules/InteractorTesting.swiftmodule"])
        let link = try XCTUnwrap(manifest.linkCommand(producing: "ArchLabCheckPackageTests.xctest"))
        XCTAssertEqual(link.arguments.value(after: "-o"), "\(debug)/ArchLabCheckPackageTests.xctest")
        XCTAssertTrue(link.arguments.contains("@\(debug)/ArchLabCheckPackageTests.product/Objects.LinkFileList"))
        XCTAssertNil(manifest.linkCommand(producing: "ArchLabGradePackageTests.xctest"))
    }

    func testTwoCommandsForOneModule_FindNone() {
        let text = "commands:\n  \"a\":\n    args: [\"swiftc\",\"-module-name\",\"M\",\"-output-file-map\",\"a.json\"]\n  \"b\":\n    args: [\"swiftc\",\"-module-name\",\"M\",\"-output-file-map\",\"b.json\"]\n"
        XCTAssertEqual(BuildManifest(text: text).commands.count, 2)
        XCTAssertNil(BuildManifest(text: text).compileCommand(module: "M"), "which of two is SwiftPM's is not guessed")
    }

    func testReplacingValue_ChangesOrDropsEveryOccurrence() {
        let arguments = ["swiftc", "-I", "a", "-o", "x", "-I", "b"]
        XCTAssertEqual(arguments.replacingValue(after: "-I") { $0 + "2" }, ["swiftc", "-I", "a2", "-o", "x", "-I", "b2"])
        XCTAssertEqual(arguments.replacingValue(after: "-I") { _ in nil }, ["swiftc", "-o", "x"])
    }

    func testResponseFile_KeepsSwiftPMsQuoting() throws {
        let folder = try TemporaryFolder(prefix: "workbook-tests")
        defer { folder.remove() }
        try folder.write("/a b/One.swift.o\n/c/Two.swift.o\n", to: "plain")
        try folder.write("\"/a b/One.swift.o\"\n\"/c/\\\"Two\\\".swift.o\"\n", to: "quoted")
        let plain = try ResponseFile(path: folder.url.appendingPathComponent("plain").path)
        XCTAssertEqual(plain.paths, ["/a b/One.swift.o", "/c/Two.swift.o"])
        XCTAssertEqual(String(decoding: plain.replacingPaths(with: ["/x.o"]), as: UTF8.self), "/x.o\n")
        let quoted = try ResponseFile(path: folder.url.appendingPathComponent("quoted").path)
        XCTAssertEqual(quoted.paths, ["/a b/One.swift.o", "/c/\"Two\".swift.o"])
        XCTAssertEqual(String(decoding: quoted.replacingPaths(with: quoted.paths), as: UTF8.self), "\"/a b/One.swift.o\"\n\"/c/\\\"Two\\\".swift.o\"\n")
        XCTAssertThrowsError(try ResponseFile(path: folder.url.appendingPathComponent("missing").path))
    }

    func testSourcePin_PresentsTheFileAtItsPath() {
        XCTAssertEqual(SourcePin.line(for: "/s/Sources/Spec/A \"b\".swift"), "#sourceLocation(file: \"/s/Sources/Spec/A \\\"b\\\".swift\", line: 1)\n")
        XCTAssertEqual(String(decoding: SourcePin.pinned(Data("let a = 1\n".utf8), at: "/p.swift"), as: UTF8.self),
                       "#sourceLocation(file: \"/p.swift\", line: 1)\nlet a = 1\n")
    }
}
