import ArchLabTestSupport
import Foundation
import XCTest
@testable import ArchLabWorkbook

/// Both watchers, as autocheck and `archlab watch` use them: a save makes the descriptor
/// readable and is taken once; no save, no change; the polling one's thread lets go of its
/// pipe when the watcher goes.
final class FileWatcherTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var file: URL { folder.url.appendingPathComponent("Counter.swift") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder(prefix: "archlab-watch")
        try save("let count = 1\n", modified: Date(timeIntervalSinceNow: -60))
    }

    override func tearDown() {
        folder?.remove()
    }

    private func save(_ text: String, modified: Date = Date()) throws {
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
    }

    private func watchers() -> [(name: String, make: () -> any FileWatcher)] {
        var all: [(String, () -> any FileWatcher)] = [("polling", { PollingFileWatcher(folders: [self.folder.url]) })]
        #if os(Linux)
        all.append(("inotify", { InotifyFileWatcher(folders: [self.folder.url])! }))
        #endif
        return all
    }

    func testASave_MakesTheDescriptorReadable_AndIsTakenOnce() throws {
        for (name, make) in watchers() {
            let watcher = make()
            let descriptor = try XCTUnwrap(watcher.descriptor, name)
            XCTAssertFalse(watcher.takeChanges(settle: 0), "\(name): nothing saved yet")
            try save("let count = 2\n")
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            XCTAssertEqual(poll(&entry, 1, 3000), 1, "\(name): the save is seen within 3 s")
            XCTAssertTrue(watcher.takeChanges(settle: 0), name)
            XCTAssertFalse(watcher.takeChanges(settle: 0), "\(name): a save counts once")
        }
    }

    func testWaitForChange_SeesASave_AndTimesOutWithoutOne() throws {
        for (name, make) in watchers() {
            let watcher = make()
            XCTAssertFalse(watcher.waitForChange(timeout: 1, settle: 0), "\(name): nothing saved")
            try save("let count = \(name.count)\n")
            XCTAssertTrue(watcher.waitForChange(timeout: 3, settle: 0), name)
        }
    }

    func testPolling_SeesFilesBelowTheFolderToo() throws {
        let watcher = PollingFileWatcher(folders: [folder.url])
        try folder.write("final class Spy {}\n", to: "Tests/SpyTests.swift")
        XCTAssertTrue(watcher.waitForChange(timeout: 3, settle: 0))
    }

    func testPolling_ClosesItsPipeOnceTheWatcherIsGone() throws {
        var watcher: PollingFileWatcher? = PollingFileWatcher(folders: [folder.url])
        let descriptor = try XCTUnwrap(watcher?.descriptor)
        XCTAssertNotEqual(fcntl(descriptor, F_GETFD), -1)
        watcher = nil
        Thread.sleep(forTimeInterval: 1.2)
        XCTAssertEqual(fcntl(descriptor, F_GETFD), -1, "the thread stopped and closed the pipe")
    }

    func testWatching_PicksTheSystemsWatcher() {
        let watcher = FileWatchers.watching([folder.url])
        #if os(Linux)
        XCTAssertTrue(watcher is InotifyFileWatcher)
        #else
        XCTAssertTrue(watcher is PollingFileWatcher)
        #endif
        XCTAssertNotNil(watcher.descriptor)
    }
}
