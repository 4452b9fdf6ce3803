import ArchLabTestSupport
import ArchLabWorkbook
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

    /// Run again on a workspace made before the course renamed a lesson folder, `init` moves
    /// the folder and says so in one line.
    func testInit_OnAWorkspaceFromBeforeARenumbering_SaysWhatItMoved() throws {
        let folder = try TemporaryFolder(prefix: "archlab-init-renumbered")
        defer { folder.remove() }
        let (lessons, workspace) = try SmallCourse.write(in: folder)
        try Data("mine\n".utf8).write(to: workspace.root.appendingPathComponent("02-counter/Mine.swift"))
        try FileManager.default.moveItem(at: lessons.appendingPathComponent("02-counter"), to: lessons.appendingPathComponent("04-counter"))
        try folder.write("02-counter -> 04-counter\n", to: "Lessons/\(CourseRenames.fileName)")
        try folder.write(SmallCourse.counterStarter, to: "Lessons/\(Course.startersFolder)/04-counter/Counter.swift")
        try folder.write(SmallCourse.specStarter, to: "Lessons/\(Course.startersFolder)/03-spec/Tests/SpecTests.swift")
        try folder.write("\(SHA256.hexDigest(Data(SmallCourse.counterStarter.utf8)))  04-counter/Exercise/Counter.swift\n"
                         + "\(SHA256.hexDigest(Data(SmallCourse.specStarter.utf8)))  03-spec/Exercise/Tests/SpecTests.swift\n",
                         to: "Lessons/\(TestManifest.fileName)")
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": folder.path("state"), "ARCHLAB_LESSONS": lessons.path]) { $1 }
        let (status, text) = try BuildProducts.run("archlab", arguments: ["init", workspace.root.path], environment: environment)
        XCTAssertEqual(status, 0, text)
        XCTAssertTrue(text.contains("The lessons were renumbered: moved 1 folder to the new names, your files inside unchanged: 02-counter/ → 04-counter/."), text)
        XCTAssertFalse(text.contains("staged in git"), "the workspace is no git repository: \(text)")
        XCTAssertEqual(try String(contentsOf: workspace.root.appendingPathComponent("04-counter/Mine.swift"), encoding: .utf8), "mine\n")
    }
}
