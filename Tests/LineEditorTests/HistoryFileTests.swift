@testable import ArchLabLineEditor
import ArchLabTestSupport
import XCTest

final class HistoryFileTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-lineeditor")
    }

    override func tearDown() {
        folder.remove()
    }

    private func makeHistory(_ url: URL?, capacity: Int = LineEditor.historyCapacity) throws -> HistoryFile {
        try XCTUnwrap(HistoryFile(url: url, capacity: capacity))
    }

    func testRecord_SkipsBlankAndRepeatedLines() throws {
        let history = try makeHistory(nil)
        XCTAssertTrue(history.record("help"))
        XCTAssertFalse(history.record("help"))
        XCTAssertFalse(history.record(""))
        XCTAssertFalse(history.record("   \t"))
        XCTAssertTrue(history.record("tree"))
        XCTAssertTrue(history.record("help"))
        XCTAssertEqual(history.entries, ["help", "tree", "help"])
        XCTAssertEqual(history.newest, "help")
    }

    func testCapacity_DropsOldestFirst() throws {
        let history = try makeHistory(nil, capacity: 3)
        for line in ["one", "two", "three", "four", "five"] {
            history.record(line)
        }
        XCTAssertEqual(history.entries, ["three", "four", "five"])
    }

    func testDefaultCapacityIsOneThousand() throws {
        XCTAssertEqual(LineEditor.historyCapacity, 1000)
        let url = folder.url.appendingPathComponent("history")
        let history = try makeHistory(url)
        for number in 1...1005 {
            history.record("line \(number)")
        }
        history.save()
        let reloaded = try makeHistory(url)
        reloaded.load()
        XCTAssertEqual(reloaded.entries.count, 1000)
        XCTAssertEqual(reloaded.entries.first, "line 6")
        XCTAssertEqual(reloaded.entries.last, "line 1005")
    }

    func testSave_CreatesPrivateFoldersAndFile() throws {
        let url = folder.url.appendingPathComponent("state/archlab/history")
        let history = try makeHistory(url)
        history.record("fire load")
        history.save()
        XCTAssertNil(history.problem)
        XCTAssertEqual(TemporaryFolder.mode(of: url), 0o600)
        XCTAssertEqual(TemporaryFolder.mode(of: url.deletingLastPathComponent()), 0o700)
        XCTAssertEqual(TemporaryFolder.mode(of: folder.url.appendingPathComponent("state")), 0o700)
    }

    func testSave_LeavesNoTemporaryFiles() throws {
        let url = folder.url.appendingPathComponent("history")
        let history = try makeHistory(url)
        for line in ["a", "b", "c"] {
            history.record(line)
            history.save()
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        XCTAssertEqual(names, ["history"])
    }

    func testSaveAndLoad_RoundTripsUnicodeAndSpecialCharacters() throws {
        let url = folder.url.appendingPathComponent("history")
        let lines = ["안녕 세상", "fire title=\"Hi there\"", "back\\slash", "tab\there", "🙂"]
        let history = try makeHistory(url)
        lines.forEach { history.record($0) }
        history.save()
        let reloaded = try makeHistory(url)
        reloaded.load()
        XCTAssertEqual(reloaded.entries, lines)
    }

    func testLoad_MissingFileIsEmptyWithoutProblem() throws {
        let history = try makeHistory(folder.url.appendingPathComponent("nope/history"))
        history.load()
        XCTAssertEqual(history.entries, [])
        XCTAssertNil(history.problem)
    }

    func testLoad_UnreadableFileIsNeverOverwritten() throws {
        let url = folder.url.appendingPathComponent("history")
        let original = Data("not a libedit history file\n".utf8)
        try original.write(to: url)
        let history = try makeHistory(url)
        history.load()
        XCTAssertNotNil(history.problem)
        history.record("help")
        history.save()
        XCTAssertEqual(try Data(contentsOf: url), original)
    }

    func testSave_UnwritableFolderReportsProblem() throws {
        // A regular file where the folder should be: creating the folder must fail.
        let blocker = folder.url.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let history = try makeHistory(blocker.appendingPathComponent("history"))
        history.record("help")
        history.save()
        let problem = try XCTUnwrap(history.problem)
        XCTAssertTrue(problem.message.contains("blocker"), problem.message)
    }
}
