import ArchLabTestSupport
import XCTest

/// The real `archlab` binary through a pseudo-terminal, typed at like a person would.
final class ShellEndToEndTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var home: URL { folder.url }
    private var sessions: [PTYSession] = []

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-pty")
    }

    override func tearDown() {
        sessions.forEach { _ = $0.terminate() }
        sessions = []
        folder.remove()
    }

    private func start(noColor: Bool = true) throws -> PTYSession {
        let lessons = Checkout.lessons
        var environment = ["HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                           "TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "ARCHLAB_LESSONS": lessons.path]
        if noColor { environment["NO_COLOR"] = "1" }
        let shell = try PTYSession(executable: try BuildProducts.executable(named: "archlab"), environment: environment)
        sessions.append(shell)
        try shell.expect("t=0> ", timeout: 20)
        return shell
    }

    func testAMistypedSubcommandIsSuggestedWithExitStatus2() throws {
        let (status, output) = try BuildProducts.run("archlab", arguments: ["chek"], environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(status, 2)
        XCTAssertEqual(output, "archlab: no subcommand or file 'chek'; did you mean `archlab check`? (archlab --help lists them)\n")
    }

    func testBannerPromptAndCtrlDExitCleanly() throws {
        let shell = try start()
        XCTAssertTrue(shell.output.contains("Type 'help' for commands"))
        try shell.send(PTYKey.endOfFile)
        XCTAssertEqual(try shell.waitForExit(), .exited(0))
    }

    func testTabCompletesCommandsAndAdvanceMovesThePrompt() throws {
        let shell = try start()
        try shell.send("adv" + PTYKey.tab)
        try shell.expectScreen("archlab free t=0> advance ")
        try shell.send("100" + PTYKey.enter)
        try shell.expect("t=100> ")
        try shell.send("tr" + PTYKey.tab + PTYKey.tab)
        try shell.expectScreen("trace")
        try shell.expectScreen("tree")
    }

    /// A lesson's sandbox has its own clock; `lesson off` brings free play back, and the
    /// prompt says which one the learner is in.
    func testTheLessonSandboxAndFreePlayShowInThePrompt() throws {
        let shell = try start()
        try shell.send("advance 40" + PTYKey.enter)
        try shell.expect("archlab free t=40> ")
        try shell.send("lesson 1" + PTYKey.enter)
        try shell.expect("archlab streams:1/")
        try shell.expect(" t=0> ")
        try shell.send("lesson of" + PTYKey.tab)
        try shell.expectScreen("lesson off")
        try shell.send(PTYKey.enter)
        try shell.expect("archlab free t=40> ")
        try shell.send("quit" + PTYKey.enter)
        XCTAssertEqual(try shell.waitForExit(), .exited(0))
    }

    func testCtrlCDropsTheHalfTypedLineAndKeepsRunning() throws {
        let shell = try start()
        try shell.send("advance 99999")
        try shell.expectScreen("advance 99999")
        try shell.send(PTYKey.interrupt)
        try shell.expect("^C")
        try shell.send("time" + PTYKey.enter)
        try shell.expect("\nt=0\n")
        try shell.send("quit" + PTYKey.enter)
        XCTAssertEqual(try shell.waitForExit(), .exited(0))
    }

    func testHistoryIsRecalledInTheNextRun() throws {
        let first = try start()
        try first.send("advance 7" + PTYKey.enter)
        try first.expect("t=7> ")
        try first.send(PTYKey.endOfFile)
        XCTAssertEqual(try first.waitForExit(), .exited(0))

        let second = try start()
        try second.send(PTYKey.up)
        try second.expectScreen("archlab free t=0> advance 7")
        try second.send(PTYKey.enter)
        try second.expect("t=7> ")
    }

    func testHintsShowWhatTheCommandStillNeeds() throws {
        let shell = try start()
        try shell.send("fire ")
        try shell.expectScreen("[NAME] [KEY=VALUE ...]")
    }

    func testAShorterHintIsRedrawnWithoutStaleCharacters() throws {
        let shell = try start()
        try shell.send("attach ")
        try shell.expectScreen("RIB [to PARENT]")
        try shell.send("T")
        let screen = try shell.expectScreen("attach T")
        let line = screen.split(separator: "\n").first { $0.contains("attach T") }.map(String.init) ?? ""
        XCTAssertTrue(line.hasSuffix(" [to PARENT]"), "the hint should be redrawn whole: '\(line)'")
        XCTAssertFalse(line.contains("RIB"), "no stale characters of the longer hint: '\(line)'")
    }

    func testErrorsAreShownAndTheShellGoesOn() throws {
        let shell = try start()
        try shell.send("fier" + PTYKey.enter)
        try shell.expect("Did you mean 'fire'?")
        try shell.send("time" + PTYKey.enter)
        try shell.expect("\nt=0\n")
    }

    func testColourOnATerminalUnlessNoColor() throws {
        let coloured = try start(noColor: false)
        XCTAssertTrue(String(decoding: coloured.rawOutput, as: UTF8.self).contains("\u{1B}[1mArchLab"))
        let plain = try start(noColor: true)
        XCTAssertFalse(String(decoding: plain.rawOutput, as: UTF8.self).contains("\u{1B}["))
    }
}
