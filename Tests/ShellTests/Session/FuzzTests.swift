import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// Bad input never crashes the shell and every failure says what was wrong.
final class FuzzTests: XCTestCase {
    /// A small deterministic generator, so a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let words = CommandSet.standard.allNames + PlayOperatorCatalog.all.map(\.name) + [
        "greeter", "doors", "greeter.display", "LoggedIn", "LoggedOut", "Root", "to", "all", "on", "off", "--dot", "--all", "--yes",
        "=", "|", ";", "\"", "'", "\\", "#", "x", "y", "acc", "x*10", "x>1", "10/x", "-1", "0", "99999999999999999999", "cold", "hot",
        "\"--1--2--|\"", "\"-1-^-2|\"", "\"(ab|)\"", "\"#\"", "text=hi", "player=Ann", "seat=9", "a", "b", "load", "setText", "login",
        "\u{0}", "\u{7F}", "é", "日本", "🙂", "\t", "(", ")", "&&", "||", "!", "-", "+",
    ]

    func testThousandsOfRandomLinesNeverCrashAndAlwaysExplain() throws {
        var random = SplitMix(state: 20_261_129)
        let shell = Shell(session: Session(catalog: .fakes))
        // A random `new scene Root` writes here, never into the user's playground.
        let playground = try TemporaryFolder(prefix: "archlab-fuzz")
        defer { playground.remove() }
        shell.session.code.playgroundDirectory = playground.url
        var failures = 0
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...7, using: &random)
            var line = (0..<count).map { _ in Self.words.randomElement(using: &random) ?? "" }.joined(separator: " ")
            if Bool.random(using: &random) && Int.random(in: 0..<10, using: &random) == 0 {
                line = String((0..<Int.random(in: 1...40, using: &random)).map { _ in Character(Unicode.Scalar(UInt8.random(in: 1...126, using: &random))) })
            }
            line = line.replacingOccurrences(of: "source", with: "time")  // never read files here
            let outcome = shell.submit(line: line)
            for entry in outcome.lines {
                guard case .error(let text) = entry else { continue }
                failures += 1
                XCTAssertTrue(text.hasPrefix("error"), text)
                XCTAssertGreaterThan(text.count, 12, text)
                XCTAssertLessThan(text.count, 600, text)
            }
            if shell.session.wantsQuit { shell.session.resetQuit() }
        }
        XCTAssertGreaterThan(failures, 1_000)
    }

    func testWrongStateCommandsExplainWhatToDo() {
        let shell = Shell(session: Session(catalog: .fakes))
        for line in ["fire load", "tree", "attach LoggedIn", "detach LoggedOut", "watch x", "marbles", "view", "unwatch x",
                     "next", "lesson 01", "play a", "at 0 time", "scene", "app nowhere"] {
            let outcome = shell.submit(line: line)
            XCTAssertFalse(outcome.succeeded, line)
            XCTAssertTrue(outcome.text.allSatisfy { $0.hasPrefix("error: ") && $0.count > 20 }, "\(line): \(outcome.text)")
        }
        _ = shell.submit(line: "scene greeter")
        for line in ["tree", "attach LoggedIn", "detach LoggedOut", "fire nothing", "fire setText", "watch nothing"] {
            XCTAssertFalse(shell.submit(line: line).succeeded, line)
        }
    }

    func testScriptWithBinaryGarbageAndAHugeLineKeepsGoing() throws {
        var bytes = Array("time\n".utf8)
        bytes += [0xC3, 0x28, 0x0A]                                    // broken UTF-8
        bytes += [UInt8](repeating: 0x78, count: 1 << 20) + [0x0A]     // a 1 MB line
        bytes += [0x00, 0x01, 0x02, 0x0A]                              // control bytes
        bytes += Array("advance 5\ntime\n".utf8)
        let folder = try TemporaryFolder(prefix: "archlab-fuzz")
        defer { folder.remove() }
        let path = folder.path("garbage")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "could not write \(path)")

        let sink = BufferSink()
        let status = ScriptRunner(shell: Shell(session: Session(catalog: .fakes)), sink: sink, keepGoing: true)
            .run(try LineReader(path: path), name: "fuzz")
        XCTAssertEqual(status, 1)
        XCTAssertEqual(sink.lines.first, "t=0")
        XCTAssertEqual(sink.lines.last, "t=5")
        XCTAssertTrue(sink.errorLines.contains("error (fuzz:2): line is not valid UTF-8 (bad byte at offset 0). Type commands as plain text."))
        XCTAssertTrue(sink.errorLines.contains("error (fuzz:3): line is too long (1048576 bytes; the limit is 65536). Split it into shorter commands."))
        XCTAssertEqual(sink.errorLines.count, 3)

        let stopping = BufferSink()
        XCTAssertEqual(ScriptRunner(shell: Shell(session: Session(catalog: .fakes)), sink: stopping).run(try LineReader(path: path), name: "fuzz"), 1)
        XCTAssertEqual(stopping.lines.count, 2, "stops at the first error without --keep-going")
    }
}
