import XCTest
@testable import ArchLabShell

final class LineReaderTests: XCTestCase {
    /// Writes bytes to a pipe from another thread and reads them back through LineReader.
    private func read(_ bytes: [UInt8], limit: Int = LineReader.defaultLimit) -> [LineReader.Item] {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let writer = fds[1]
        let thread = Thread {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let n = write(writer, buffer.baseAddress! + offset, buffer.count - offset)
                    if n <= 0 { break }
                    offset += n
                }
            }
            close(writer)
        }
        thread.start()
        let reader = LineReader(descriptor: fds[0], limit: limit)
        var items: [LineReader.Item] = []
        while let item = reader.next() { items.append(item) }
        close(fds[0])
        return items
    }

    func testLinesWithAndWithoutFinalNewlineAndCRLF() {
        XCTAssertEqual(read(Array("a\r\n\nb".utf8)), [.line("a"), .line(""), .line("b")])
        XCTAssertEqual(read([]), [])
    }

    func testOneMegabyteLineIsReportedAndSkipped() {
        let bytes = Array("time\n".utf8) + [UInt8](repeating: 0x61, count: 1 << 20) + Array("\nrun\n".utf8)
        XCTAssertEqual(read(bytes), [.line("time"), .invalid(.lineTooLong(bytes: 1 << 20, limit: LineReader.defaultLimit)), .line("run")])
    }

    func testInvalidUTF8IsReportedWithOffset() {
        XCTAssertEqual(read(Array("ok\n".utf8) + [0x66, 0x69, 0xFF, 0x72, 0x0A] + Array("é\n".utf8)),
                       [.line("ok"), .invalid(.invalidUTF8(byteOffset: 2)), .line("é")])
    }

    func testMissingFileAndDirectory() {
        XCTAssertThrowsError(try LineReader(path: "/no/such/file")) {
            XCTAssertEqual($0 as? ShellError, .file(path: "/no/such/file", reason: "no such file"))
        }
        XCTAssertThrowsError(try LineReader(path: "/tmp")) {
            XCTAssertEqual($0 as? ShellError, .file(path: "/tmp", reason: "it is a directory"))
        }
    }
}
