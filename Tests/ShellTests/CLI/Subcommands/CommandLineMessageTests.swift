import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest
@testable import ArchLabShell

/// What the `archlab` subcommands say outside the shell: the commands they name are ones to
/// run in a terminal, and an error is a line of its own, its usage on the next.
final class CommandLineMessageTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var lessons: URL { folder.url.appendingPathComponent("Lessons") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-command-line")
        _ = try SmallCourse.write(in: folder)
    }

    override func tearDown() { folder.remove() }

    private var environment: [String: String] {
        ["ARCHLAB_LESSONS": lessons.path, "HOME": folder.url.path, "XDG_STATE_HOME": folder.path("state"), "PATH": "/usr/bin:/bin"]
    }

    private func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=T", "-c", "user.email=t@localhost"] + arguments
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try XCTSkipUnless(process.terminationStatus == 0, "git \(arguments) failed")
    }

    /// Every subcommand that loads the course says the same sentence when it cannot be read
    /// (`watch`, `progress` and `reset --exercise` had one of their own, also for none found).
    func testACourseThatCannotBeRead_EverySubcommandSaysTheSameSentence() throws {
        let broken = folder.path("broken")
        // A lesson folder without its lesson.md.
        try FileManager.default.createDirectory(atPath: broken + "/01-broken", withIntermediateDirectories: true)
        let environment = ["ARCHLAB_LESSONS": broken, "HOME": folder.url.path, "XDG_STATE_HOME": folder.path("state"), "PATH": "/usr/bin:/bin"]
        let sentence = "archlab: the course in \(broken) could not be read: "
        for command in [["progress"], ["watch"], ["reset", "counter", "--exercise", "--yes"], ["init", folder.path("w")],
                        ["grade", "--roster", folder.path("class"), "--unsandboxed"], ["check"]] {
            let sink = BufferSink()
            XCTAssertEqual(SubcommandLine.run(command, sink: sink, environment: environment), 2, "\(command)")
            XCTAssertEqual(sink.errorLines.count, 1, "\(command): \(sink.text)")
            XCTAssertTrue(sink.errorLines.first?.hasPrefix(sentence) == true, "\(command): \(sink.text)")
        }
    }

    func testInitClassroom_InAGitCloneWithoutGitHubOrigin_SaysSoThenTheUsageOnItsOwnLine() throws {
        try git("init", "--quiet")
        try git("add", "-A")
        try git("commit", "--quiet", "-m", "course")
        let (status, output) = try BuildProducts.run("archlab", arguments: ["init", "--classroom", folder.path("work")], environment: environment)
        XCTAssertEqual(status, 2)
        XCTAssertEqual(output, "archlab: --classroom needs the course's GitHub repository, and the course checkout's origin is not set.\n"
                       + "usage: archlab init \(folder.path("work")) --classroom --course-repo OWNER/NAME\n")
        try git("remote", "add", "origin", "https://gitlab.com/acme/archlab.git")
        let other = try BuildProducts.run("archlab", arguments: ["init", folder.path("work"), "--classroom"], environment: environment)
        XCTAssertTrue(other.output.hasPrefix("archlab: --classroom needs the course's GitHub repository, and the course checkout's origin is https://gitlab.com/acme/archlab.git, not a GitHub repository.\nusage: "),
                      other.output)
    }

    func testInitClassroom_OutsideAGitClone_SaysThatInOneLine() throws {
        let (status, output) = try BuildProducts.run("archlab", arguments: ["init", "--classroom", folder.path("work")], environment: environment)
        XCTAssertEqual(status, 2)
        XCTAssertEqual(output, "archlab: --classroom pins the course's git commit, and \(folder.url.path) is not a git checkout. Run it from a clone of the course.\n")
    }

    func testSolutionOutsideTheShell_NamesTheSubcommandsToRun() {
        let sink = BufferSink()
        XCTAssertEqual(SubcommandLine.run(["solution", "counter"], sink: sink, environment: environment), 1)
        XCTAssertEqual(sink.lines, ["The solution of counter opens once your exercise passes: run `archlab check counter` until it does.",
                                    "Stuck? `archlab solution counter --give-up` shows it now; giving up is recorded in your progress, where your teacher sees it."])
        let none = BufferSink()
        _ = SubcommandLine.run(["solution", "tour"], sink: none, environment: environment)
        XCTAssertEqual(none.lines, ["Lesson tour has no exercise, so it has no solution to show."])
    }
}
