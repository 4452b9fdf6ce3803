import ArchLabLineEditor
import ArchLabTestSupport
import XCTest

/// Drives `lineedit-demo` through a pseudo-terminal the way a person types.
///
/// Keys are sent only once a prompt is on screen: between two `readLine()` calls the terminal
/// is back in its normal (cooked) mode, where the kernel itself would echo and buffer them.
final class LineEditorEndToEndTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var sessions: [PTYSession] = []

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-lineeditor")
    }

    override func tearDown() {
        sessions.forEach { $0.terminate() }
        sessions = []
        folder.remove()
    }

    private func start(historyFile: URL? = nil, columns: Int = 80) throws -> PTYSession {
        let session = try LineEditDemo.start(home: folder.url, historyFile: historyFile, columns: columns)
        sessions.append(session)
        // The first start may wait for a busy machine; later waits are short.
        try session.expect(LineEditDemo.prompt, timeout: 20)
        return session
    }

    func testTypingAndEnter_PrintsLine() throws {
        let demo = try start()
        try demo.send("hello world" + PTYKey.enter)
        try demo.expect("got: hello world")
        try demo.expect(LineEditDemo.prompt)
        try demo.send(PTYKey.endOfFile)
        XCTAssertEqual(try demo.waitForExit(), .exited(0))
        XCTAssertEqual(demo.screen.lines, ["archlab> hello world", "got: hello world", "archlab> ^D", ""])
    }

    func testLineEditing_BackspaceAndCursorKeys() throws {
        let demo = try start()
        // "helo", back up one, insert "l" before the "o": "hello"; then a typo fixed with Backspace.
        try demo.send("helo" + PTYKey.left + "l" + PTYKey.right + "x" + PTYKey.backspace)
        try demo.expectScreen("archlab> hello")
        try demo.send(PTYKey.enter)
        try demo.expect("got: hello\n")
    }

    func testTab_CompletesUniquePrefixWithSpace() throws {
        let demo = try start()
        try demo.send("gr" + PTYKey.tab)
        try demo.expect("greet")
        try demo.send("Ada" + PTYKey.enter)
        try demo.expect("got: greet Ada\n")
    }

    func testTab_InsertsCommonPrefixThenListsOnSecondTab() throws {
        let demo = try start()
        try demo.send("he" + PTYKey.tab)
        try demo.expect("hel")
        try demo.send(PTYKey.tab)
        let listing = try demo.expect("hello  help")
        XCTAssertFalse(listing.contains("history"), listing)
        // The line is redrawn under the list and still holds "hel".
        try demo.expect(LineEditDemo.prompt + "hel")
        XCTAssertEqual(demo.screen.lines.suffix(3), ["archlab> hel", "hello  help", "archlab> hel"])
        try demo.send("p" + PTYKey.enter)
        try demo.expect("got: help\n")
    }

    func testTab_AmbiguousWithoutProgressBeepsThenLists() throws {
        let demo = try start()
        try demo.send("h" + PTYKey.tab)
        let quiet = demo.outputArriving(within: 0.5)
        XCTAssertFalse(quiet.contains("history"), "the first Tab must not list: \(quiet)")
        XCTAssertTrue(demo.rawOutput.contains(0x07), "the first Tab should ring the bell")
        try demo.send(PTYKey.tab)
        // Columns are as wide as the longest candidate plus two spaces.
        try demo.expect("hello    help     history")
    }

    func testTab_CompletesArgumentsAfterCommand() throws {
        let demo = try start()
        try demo.send("greet G" + PTYKey.tab)
        try demo.expectScreen("archlab> greet Grace")
        try demo.send("x" + PTYKey.backspace + PTYKey.enter)
        // The unique completion added a space; the line keeps it.
        try demo.expect("got: greet Grace \n")
    }

    func testHint_ShownForMissingArgumentOnly() throws {
        let demo = try start()
        try demo.send("greet ")
        let screen = try demo.expectScreen("<name>")
        // Plain text (see PromptMarkup.hint), at the right edge of the 80-column line.
        XCTAssertTrue(screen.split(separator: "\n").contains { $0.hasPrefix("archlab> greet") && $0.hasSuffix("<name>") && $0.count > 70 }, screen)
        XCTAssertFalse(String(decoding: demo.rawOutput, as: UTF8.self).contains("\u{1B}[2m<name>"))
        try demo.send("Ada")
        try demo.expectScreen("archlab> greet Ada")
        XCTAssertEqual(demo.screen.lines.last, "archlab> greet Ada", "the hint must go once the name is typed")
        try demo.send(PTYKey.enter)
        try demo.expect("got: greet Ada\n")
        try demo.expect(LineEditDemo.prompt)
        try demo.send("hello")
        try demo.expectScreen("archlab> hello")
        XCTAssertEqual(demo.screen.lines.last, "archlab> hello")
    }

    func testHint_IsTakenOffTheLineWhenItIsAccepted() throws {
        let demo = try start()
        try demo.send("greet ")
        try demo.expectScreen("<name>")
        try demo.send(PTYKey.enter)
        try demo.expect("got: greet \n")
        try demo.expect(LineEditDemo.prompt)
        let accepted = demo.screen.lines.first { $0.hasPrefix("archlab> greet") }
        XCTAssertEqual(accepted, "archlab> greet", "the accepted line keeps no hint in the scrollback: \(demo.screen.lines)")
        try demo.send("greet " + PTYKey.interrupt)
        try demo.expect(LineEditDemo.prompt)
        XCTAssertFalse(demo.screen.lines.contains { $0.contains("<name>") }, "nor does a line dropped with Ctrl-C: \(demo.screen.lines)")
    }

    func testColouredPrompt_KeepsCursorAfterPrompt() throws {
        let demo = try start()
        // With the invisible markers right, libedit puts the first typed character in column 10
        // (after the 9 visible characters "archlab> "), whatever the escapes' byte count.
        try demo.send("x")
        try demo.expect("x")
        let raw = String(decoding: demo.rawOutput, as: UTF8.self)
        XCTAssertTrue(raw.contains("\u{1B}[1;36marchlab\u{1B}[0m> "), raw.debugDescription)
        XCTAssertFalse(raw.contains("\u{1}"), "markers must not reach the terminal: \(raw.debugDescription)")
        XCTAssertEqual(demo.screen.lines.last, "archlab> x", raw.debugDescription)
    }

    func testCtrlC_DropsLineAndKeepsRunning() throws {
        let demo = try start()
        try demo.send("half typed")
        try demo.expectScreen("archlab> half typed")
        try demo.send(PTYKey.interrupt)
        let afterInterrupt = try demo.expect(LineEditDemo.prompt)
        XCTAssertFalse(afterInterrupt.contains("got:"), afterInterrupt)
        try demo.expectScreen("archlab> half typed^C\narchlab>")
        // A second Ctrl-C on an empty line is just as harmless.
        try demo.send(PTYKey.interrupt)
        try demo.expect(LineEditDemo.prompt)
        try demo.send("hello" + PTYKey.enter)
        let next = try demo.expect("got: hello\n")
        XCTAssertFalse(next.contains("half typed"), next)
        try demo.expect(LineEditDemo.prompt)
        try demo.send(PTYKey.endOfFile)
        XCTAssertEqual(try demo.waitForExit(), .exited(0))
    }

    func testEditrc_IsReadAndMayChooseViMode() throws {
        // vi mode: Esc leaves insert mode, 0 jumps to the start, i inserts there.
        // In emacs mode the same keys would give "world0ihello " instead.
        try Data("bind -v\n".utf8).write(to: folder.url.appendingPathComponent(".editrc"))
        let demo = try start()
        try demo.send("world\u{1B}")
        try demo.expectScreen("archlab> world")
        try demo.send("0ihello " + PTYKey.enter)
        try demo.expect("got: hello world\n")
    }

    func testCtrlD_OnEmptyLineExitsZero() throws {
        let demo = try start()
        try demo.send(PTYKey.endOfFile)
        XCTAssertEqual(try demo.waitForExit(), .exited(0))
    }

    func testCtrlD_OnNonEmptyLineDoesNotExit() throws {
        let demo = try start()
        try demo.send("abc" + PTYKey.endOfFile)
        try demo.expectScreen("archlab> abc")
        XCTAssertFalse(demo.outputArriving(within: 0.5).contains("got:"))
        try demo.send(PTYKey.enter)
        try demo.expect("got: abc\n")
    }

    func testUTF8_RoundTrips() throws {
        let demo = try start()
        try demo.send("안녕" + PTYKey.enter)
        try demo.expect("got: 안녕\n")
        try demo.expect(LineEditDemo.prompt)
        try demo.send("café 🙂" + PTYKey.enter)
        try demo.expect("got: café 🙂\n")
        try demo.expect(LineEditDemo.prompt)
        // Wide characters: the cursor math must keep the line intact when editing after them.
        try demo.send("안녕" + PTYKey.left + "x" + PTYKey.enter)
        try demo.expect("got: 안x녕\n")
        try demo.expectScreen("archlab> 안x녕\n")
    }

    func testInvalidUTF8_DoesNotCrash() throws {
        let demo = try start()
        try demo.send(bytes: Array("ab".utf8) + [0xFF, 0xFE, 0xC3] + Array("cd".utf8) + [0x0D])
        let got = try demo.expect("\n" + LineEditDemo.prompt)
        XCTAssertTrue(got.contains("got: ab"), got)
        try demo.send("still alive" + PTYKey.enter)
        try demo.expect("got: still alive\n")
    }

    func testHistory_RecalledAcrossRunsAndFileIsPrivate() throws {
        let historyFile = folder.url.appendingPathComponent("state/archlab/history")

        let first = try start(historyFile: historyFile)
        try first.send("hello from run one" + PTYKey.enter)
        try first.expect("got: hello from run one\n")
        try first.expect(LineEditDemo.prompt)
        try first.send(PTYKey.endOfFile)
        XCTAssertEqual(try first.waitForExit(), .exited(0))

        XCTAssertEqual(TemporaryFolder.mode(of: historyFile), 0o600)
        XCTAssertEqual(TemporaryFolder.mode(of: historyFile.deletingLastPathComponent()), 0o700)

        let second = try start(historyFile: historyFile)
        try second.send(PTYKey.up)
        try second.expectScreen("archlab> hello from run one")
        try second.send(PTYKey.enter)
        try second.expect("got: hello from run one\n")
        try second.expect(LineEditDemo.prompt)
        try second.send(PTYKey.endOfFile)
        XCTAssertEqual(try second.waitForExit(), .exited(0))
    }

    func testHistory_RepeatedLinesStoredOnce() throws {
        let historyFile = folder.url.appendingPathComponent("history")
        let demo = try start(historyFile: historyFile)
        for line in ["help", "help", "tree"] {
            try demo.send(line + PTYKey.enter)
            try demo.expect("got: \(line)\n")
            try demo.expect(LineEditDemo.prompt)
        }
        // Up twice: "tree", then "help" (the repeated "help" was stored once), then Enter.
        try demo.send(PTYKey.up + PTYKey.up + PTYKey.enter)
        try demo.expect("got: help\n")
        try demo.expect(LineEditDemo.prompt)
        // Now [help, tree, help]: a third Up reaches the oldest entry; a fourth stays there.
        try demo.send(PTYKey.up + PTYKey.up + PTYKey.up + PTYKey.up)
        try demo.expectScreen("archlab> help")
        try demo.send(PTYKey.enter)
        try demo.expect("got: help\n")
        try demo.expect(LineEditDemo.prompt)
        try demo.send(PTYKey.endOfFile)
        XCTAssertEqual(try demo.waitForExit(), .exited(0))
    }
}
