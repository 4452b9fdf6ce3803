import ArchLabTestSupport
import ArchLabWorkbook
import Foundation
import XCTest

final class ProgressStoreTests: XCTestCase {
    private var directory: TemporaryFolder!
    private var store: ProgressStore!

    override func setUpWithError() throws {
        directory = try TemporaryFolder(prefix: "workbook-tests")
        store = ProgressStore(fileURL: directory.url.appendingPathComponent("archlab/progress"),
                              clock: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    override func tearDown() { directory.remove() }

    private var fileText: String? {
        FileManager.default.contents(atPath: store.fileURL.path).map { String(decoding: $0, as: UTF8.self) }
    }

    func testDefaultLocation_PrefersXDGStateHome() {
        XCTAssertEqual(ProgressStore.defaultFileURL(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/a"]).path,
                       "/x/state/archlab/progress")
        XCTAssertEqual(ProgressStore.defaultFileURL(environment: ["HOME": "/home/a"]).path,
                       "/home/a/.local/state/archlab/progress")
        // The XDG spec ignores relative paths.
        XCTAssertEqual(ProgressStore.defaultFileURL(environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/a"]).path,
                       "/home/a/.local/state/archlab/progress")
    }

    func testLoad_MissingFileIsEmpty() {
        XCTAssertEqual(store.load(), ProgressStore.Loaded(book: ProgressBook(), notice: nil))
    }

    func testRoundTrip_ReadableText() throws {
        let book = ProgressBook([
            LessonProgress(lessonID: "streams", currentStep: 3, doneSteps: [2, 1], exercise: .passed),
            LessonProgress(lessonID: "hot-cold", currentStep: 1),
        ])
        try store.save(book)
        let loaded = store.load()
        XCTAssertNil(loaded.notice)
        XCTAssertEqual(loaded.book, book)
        let lines = try XCTUnwrap(fileText).split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("#") ?? false)
        XCTAssertEqual(lines.filter { !$0.hasPrefix("#") },
                       ["hot-cold step=1 done= exercise=none", "streams step=3 done=1,2 exercise=passed"])
    }

    func testRoundTrip_GaveUp_OlderLinesReadWithout() throws {
        let book = ProgressBook([LessonProgress(lessonID: "streams", currentStep: 2, exercise: .failed, attempts: 3, gaveUp: true),
                                 LessonProgress(lessonID: "vip", currentStep: 1)])
        try store.save(book)
        XCTAssertEqual(store.load().book, book)
        XCTAssertEqual(try XCTUnwrap(fileText).split(separator: "\n").filter { !$0.hasPrefix("#") },
                       ["streams step=2 done= exercise=failed attempts=3 gave-up=yes", "vip step=1 done= exercise=none"])
        try directory.write("streams step=2 done=1 exercise=failed attempts=3\nvip step=1 done= exercise=none gave-up=no\n", to: "archlab/progress")
        let old = store.load()
        XCTAssertNil(old.notice)
        XCTAssertEqual(old.book["streams"].gaveUp, false)
        XCTAssertEqual(old.book["streams"].attempts, 3)
        XCTAssertEqual(old.book["vip"].gaveUp, false)
        try directory.write("streams step=2 done= exercise=none gave-up=maybe\n", to: "archlab/progress")
        XCTAssertTrue(store.load().notice?.contains("gave-up `maybe` is not yes or no") ?? false, "\(store.load())")
    }

    func testLoad_AcceptsHandEditedFile() throws {
        try directory.write("# mine\n\nstreams   exercise=failed step=2 done=1\n", to: "archlab/progress")
        let loaded = store.load()
        XCTAssertNil(loaded.notice)
        XCTAssertEqual(loaded.book["streams"], LessonProgress(lessonID: "streams", currentStep: 2, doneSteps: [1], exercise: .failed))
    }

    func testSave_IsAtomicReplaceWithNoLeftovers() throws {
        try store.save(ProgressBook([LessonProgress(lessonID: "a")]))
        try store.save(ProgressBook([LessonProgress(lessonID: "b", currentStep: 2)]))
        let folder = store.fileURL.deletingLastPathComponent()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["progress"])
        XCTAssertEqual(store.load().book.lessons.keys.sorted(), ["b"])
    }

    func testSave_StaleTemporaryFileFromACrashIsIgnored() throws {
        try store.save(ProgressBook([LessonProgress(lessonID: "kept", currentStep: 4)]))
        // A crash between writing the temporary file and renaming it leaves this behind.
        try directory.write("garbage half-writ", to: "archlab/.progress.tmp-99999")
        XCTAssertEqual(store.load().book["kept"].currentStep, 4)
        XCTAssertNil(store.load().notice)
    }

    func testSave_FailureLeavesOldFileIntact() throws {
        try store.save(ProgressBook([LessonProgress(lessonID: "kept")]))
        // A directory where the temporary file must go makes the write fail before the rename.
        let blocker = store.fileURL.deletingLastPathComponent().appendingPathComponent(".progress.tmp-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        XCTAssertThrowsError(try store.save(ProgressBook([LessonProgress(lessonID: "lost")])))
        XCTAssertEqual(store.load().book.lessons.keys.sorted(), ["kept"])
    }

    func testLoad_CorruptFileIsSetAsideWithMessage() throws {
        let damaged = "# header\nstreams step=2 done=1\nstreams step=two\n"
        try directory.write(damaged, to: "archlab/progress")
        let loaded = store.load()
        XCTAssertEqual(loaded.book, ProgressBook())
        let notice = try XCTUnwrap(loaded.notice)
        XCTAssertTrue(notice.contains("line 3"), notice)
        let aside = store.fileURL.deletingLastPathComponent().appendingPathComponent("progress.corrupt-20270115-080000")
        XCTAssertTrue(notice.contains(aside.path), notice)
        XCTAssertEqual(FileManager.default.contents(atPath: aside.path).map { String(decoding: $0, as: UTF8.self) }, damaged)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL.path))
    }

    func testLoad_SecondCorruptFileInSameSecondKeepsBoth() throws {
        try directory.write("bad line\n", to: "archlab/progress")
        XCTAssertNotNil(store.load().notice)
        try directory.write("also bad\n", to: "archlab/progress")
        XCTAssertNotNil(store.load().notice)
        let names = try FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path).sorted()
        XCTAssertEqual(names, ["progress.corrupt-20270115-080000", "progress.corrupt-20270115-080000-2"])
    }

    func testLoad_NonUTF8IsCorrupt() throws {
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x73, 0xFF, 0xFE, 0x0A]).write(to: store.fileURL)
        XCTAssertTrue(store.load().notice?.contains("UTF-8") ?? false)
    }

    func testLoad_RejectsEachMalformedLine() throws {
        let bad = ["Streams step=1", "streams", "streams step=0", "streams step=1 done=x", "streams step=1 exercise=maybe",
                   "streams step=1 color=red", "streams step=1 step=2", "streams step=1 oops", "a step=1\na step=2"]
        for text in bad {
            try directory.write(text, to: "archlab/progress")
            XCTAssertNotNil(store.load().notice, text)
        }
    }

    func testReset_OneLessonAndAll() throws {
        try store.save(ProgressBook([LessonProgress(lessonID: "a", currentStep: 2), LessonProgress(lessonID: "b")]))
        try store.reset("a")
        XCTAssertEqual(store.load().book.lessons.keys.sorted(), ["b"])
        try store.resetAll()
        XCTAssertEqual(store.load().book, ProgressBook())
        XCTAssertNotNil(fileText, "resetAll keeps a valid (empty) file")
    }
}
