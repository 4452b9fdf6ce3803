import ArchLabTestSupport
import Foundation
import XCTest

/// `LineEditor.eventSources` through `lineedit-demo --wake FIFO` in a pseudo-terminal: text
/// written to the FIFO while a line is half-typed is handled below the line, and the prompt
/// and the line come back exactly as they were, cursor included; typing, UTF-8 and Ctrl-C
/// work as with libedit's own reader.
final class LineEditorEventSourceTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var demo: PTYSession!
    private var fifo: URL { folder.url.appendingPathComponent("wake") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-lineeditor-events")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        demo = try LineEditDemo.start(home: folder.url, arguments: ["--wake", fifo.path])
        try demo.expect(LineEditDemo.prompt, timeout: 20)
    }

    override func tearDown() {
        demo?.terminate()
        folder?.remove()
    }

    private func wake(_ text: String) throws {
        let descriptor = open(fifo.path, O_WRONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw POSIXError(.EPIPE) }
        defer { close(descriptor) }
        XCTAssertEqual(Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, text.utf8.count)
    }

    func testEvent_RunsBelowTheHalfTypedLineAndRedrawsIt() throws {
        try demo.send("hel")
        try demo.expectScreen(LineEditDemo.prompt + "hel")
        try wake("ping\n")
        try demo.expect("woke: ping")
        try demo.expect(LineEditDemo.prompt + "hel")
        XCTAssertEqual(demo.screen.lines.suffix(3), ["archlab> hel", "woke: ping", "archlab> hel"])
        try demo.send("lo" + PTYKey.enter)
        try demo.expect("got: hello\n")
    }

    func testEvent_KeepsTheCursorWhereItWas() throws {
        try demo.send("helo" + PTYKey.left)
        try demo.expectScreen(LineEditDemo.prompt + "helo")
        try wake("ping\n")
        try demo.expect("woke: ping")
        try demo.expect(LineEditDemo.prompt + "helo")
        try demo.send("l" + PTYKey.enter)
        try demo.expect("got: hello\n")
    }

    func testEvent_WithNothingToDoLeavesTheScreenAlone() throws {
        try demo.send("hel")
        try demo.expectScreen(LineEditDemo.prompt + "hel")
        try wake("  \n")
        let arrived = demo.outputArriving(within: 0.7)
        XCTAssertFalse(arrived.contains("woke"), arrived)
        XCTAssertFalse(arrived.contains(LineEditDemo.prompt), "no redraw without work: \(arrived)")
        try demo.send("lo" + PTYKey.enter)
        try demo.expect("got: hello\n")
    }

    func testTyping_WhileWaitingOnEvents_DecodesUTF8AndHandlesCtrlC() throws {
        try demo.send("héllo ✓ 日本" + PTYKey.enter)
        try demo.expect("got: héllo ✓ 日本\n")
        try demo.expect(LineEditDemo.prompt)
        try demo.send("drop me" + PTYKey.interrupt)
        try demo.expect("^C")
        try demo.expect(LineEditDemo.prompt)
        try demo.send("kept" + PTYKey.enter)
        try demo.expect("got: kept\n")
        XCTAssertFalse(demo.output.contains("got: drop me"), demo.output)
    }

    func testTyping_InvalidUTF8IsDroppedAndTheLineGoesOn() throws {
        try demo.send("a")
        try demo.send(bytes: [0xFF, 0xC3])
        try demo.send("b" + PTYKey.enter)
        try demo.expect("got: ab\n")
    }

    func testEvents_BackToBack_EachHandledOnce() throws {
        try demo.send("x")
        try wake("one\n")
        try demo.expect("woke: one")
        try demo.expect(LineEditDemo.prompt + "x")
        try wake("two\n")
        try demo.expect("woke: two")
        try demo.expect(LineEditDemo.prompt + "x")
        try demo.send(PTYKey.enter)
        try demo.expect("got: x\n")
        XCTAssertEqual(demo.output.components(separatedBy: "woke: ").count - 1, 2, demo.output)
    }

    func testEvent_OnALineLongerThanTheTerminal_KeepsWhatTheWorkPrinted() throws {
        let long = String(repeating: "abcdefghij", count: 10) // 9 + 100 columns: two rows of 80
        try demo.send(long)
        try demo.expectScreen(long.suffix(20).description)
        try wake("ping\n")
        try demo.expect("woke: ping")
        try demo.expectScreen("woke: ping")
        try demo.send(PTYKey.enter)
        try demo.expect("got: \(long)\n")
        // The redraw climbs back to the prompt's row; the rows skipped for it keep the work's line.
        XCTAssertTrue(demo.screen.lines.contains("woke: ping"), demo.screen.text)
    }

    func testTyping_TheCharacterEventsUseIsDropped() throws {
        try demo.send("a")
        try demo.send(bytes: [0xC2, 0x80])
        try demo.send("b" + PTYKey.enter)
        try demo.expect("got: ab\n")
        XCTAssertFalse(demo.output.contains("woke"), demo.output)
    }

    func testEvent_RightAfterTyping_KeepsTheKeysInTheLine() throws {
        // No wait for the screen: the event comes while "hel" may still be on its way.
        try demo.send("hel")
        try wake("ping\n")
        try demo.expect("woke: ping")
        try demo.expect(LineEditDemo.prompt + "hel")
        try demo.expectScreen("woke: ping\n" + LineEditDemo.prompt + "hel")
        XCTAssertEqual(demo.screen.lines.suffix(3), ["archlab> hel", "woke: ping", "archlab> hel"])
        try demo.send("lo" + PTYKey.enter)
        try demo.expect("got: hello\n")
    }

    func testEvent_InViCommandMode_RunsAndKeepsTheLine() throws {
        demo.terminate()
        try Data("bind -v\n".utf8).write(to: folder.url.appendingPathComponent(".editrc"))
        demo = try LineEditDemo.start(home: folder.url, arguments: ["--wake", fifo.path])
        try demo.expect(LineEditDemo.prompt, timeout: 20)
        try demo.send("world\u{1B}")
        try demo.expectScreen("archlab> world")
        try wake("ping\n")
        try demo.expect("woke: ping")
        try demo.expect(LineEditDemo.prompt + "world")
        // Still in command mode: `0` goes to the start, `i` inserts there.
        try demo.send("0ihello " + PTYKey.enter)
        try demo.expect("got: hello world\n")
    }
}
