import Foundation
import XCTest
@testable import ArchLabLineEditor

/// `EventReader` on pipes, without libedit or a terminal: keys are decoded as libedit's own
/// reader decodes them, a source with work becomes the event key exactly once, a source
/// without work or a broken one never gets in the way of keys, and the end of input ends.
final class EventReaderTests: XCTestCase {
    private var keys: (read: Int32, write: Int32) = (-1, -1)
    private var events: (read: Int32, write: Int32) = (-1, -1)
    private var reader: EventReader!

    override func setUp() {
        TerminalLocale.prepare()
        keys = Self.pipe()
        events = Self.pipe()
        reader = EventReader(input: keys.read)
        reader.beginLine()
    }

    override func tearDown() {
        for descriptor in [keys.read, keys.write, events.read, events.write] where descriptor >= 0 { close(descriptor) }
    }

    private static func pipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
        XCTAssertEqual(Glibc.pipe(&ends), 0)
        #else
        XCTAssertEqual(Darwin.pipe(&ends), 0)
        #endif
        return (ends[0], ends[1])
    }

    private func type(_ bytes: [UInt8]) {
        XCTAssertEqual(bytes.withUnsafeBytes { write(keys.write, $0.baseAddress, $0.count) }, bytes.count)
    }

    private func signal(_ text: String) {
        XCTAssertEqual(Array(text.utf8).withUnsafeBytes { write(events.write, $0.baseAddress, $0.count) }, text.utf8.count)
    }

    /// The next character, as libedit would get it.
    private func next() -> (result: Int32, character: wchar_t) {
        var character: wchar_t = 0
        let result = reader.nextCharacter(into: &character)
        return (result, character)
    }

    /// A source on the events pipe: `takeEvent` reads what is there and says yes for "work".
    private func source(handled: @escaping () -> Void = {}) -> LineEditor.EventSource {
        let descriptor = events.read
        return LineEditor.EventSource(descriptor: descriptor, takeEvent: {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(descriptor, &buffer, buffer.count)
            return count > 0 && String(decoding: buffer[..<count], as: UTF8.self).contains("work")
        }, handle: handled)
    }

    func testKeys_DecodeUTF8_AndDropInvalidBytesAndTheEventKey() {
        type(Array("aé✓".utf8) + [0xFF] + [0xC2, 0x80] + Array("日".utf8))
        let decoded = (0..<4).map { _ in next() }
        XCTAssertEqual(decoded.map(\.result), [1, 1, 1, 1])
        XCTAssertEqual(decoded.map(\.character), [0x61, 0xE9, 0x2713, 0x65E5])
    }

    func testKeys_AnInvalidSequenceKeepsItsLastByte() {
        // 0xE2 starts a three-byte character; "A" breaks it and is kept.
        type([0xE2, 0x41])
        XCTAssertEqual(next().character, 0x41)
    }

    func testSource_WithWork_BecomesTheEventKeyOnce() {
        var ran = 0
        reader.sources = [source(handled: { ran += 1 })]
        signal("work")
        let event = next()
        XCTAssertEqual(event.result, 1)
        XCTAssertEqual(event.character, EventReader.wakeKey)
        reader.takePending()?.handle()
        XCTAssertNil(reader.takePending(), "taken once")
        XCTAssertEqual(ran, 1)
        type(Array("x".utf8))
        XCTAssertEqual(next().character, 0x78)
    }

    func testSource_WithoutWork_KeysGoOn() {
        reader.sources = [source()]
        signal("nothing")
        type(Array("k".utf8))
        XCTAssertEqual(next().character, 0x6B)
        XCTAssertNil(reader.takePending())
    }

    func testKeysWaiting_AreReadBeforeTheWork() {
        reader.sources = [source()]
        type(Array("ab".utf8))
        signal("work")
        XCTAssertEqual(next().character, 0x61)
        XCTAssertEqual(next().character, 0x62)
        XCTAssertEqual(next().character, EventReader.wakeKey)
    }

    func testBrokenSource_IsLeftAlone_AndKeysGoOn() {
        reader.sources = [source()]
        close(events.write)
        events.write = -1 // the source now reports a hang-up, never data
        type(Array("z".utf8))
        XCTAssertEqual(next().character, 0x7A)
        type(Array("y".utf8))
        XCTAssertEqual(next().character, 0x79)
    }

    func testEndOfInput_ReturnsZero() {
        reader.sources = [source()]
        close(keys.write)
        keys.write = -1
        XCTAssertEqual(next().result, 0)
    }
}
