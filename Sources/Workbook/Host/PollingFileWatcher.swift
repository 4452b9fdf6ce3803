import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``FileWatcher`` for systems without file events ArchLab reads (macOS; Linux when inotify
/// is refused): a thread of its own compares the files' modification dates, below the folders
/// too, twice a second, and writes a byte to a pipe when they changed, so the pipe's read end
/// is a ``descriptor`` like inotify's. A save is seen within half a second.
final class PollingFileWatcher: FileWatcher {
    private let events: FileEventDescriptor?
    private let poller: Poller?

    init(folders: [URL]) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            events = nil
            poller = nil
            return
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        events = FileEventDescriptor(descriptor: ends[0])
        let poller = Poller(folders: folders, readEnd: ends[0], writeEnd: ends[1])
        self.poller = poller
        let seen = Poller.snapshot(folders)
        Thread.detachNewThread { poller.run(from: seen) }
    }

    /// The thread stops within half a second and closes the pipe.
    deinit {
        poller?.stopped.store(true, ordering: .relaxed)
    }

    var descriptor: Int32? { events?.descriptor }

    func takeChanges(settle: Double) -> Bool {
        events?.take(settle: settle) ?? false
    }

    func waitForChange(timeout: Double, settle: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        guard let events else {
            Thread.sleep(until: deadline)
            return false
        }
        return events.wait(until: deadline, settle: settle)
    }
}

/// The watcher's thread: what it reads is its own, and it owns the pipe's two ends.
private final class Poller: Sendable {
    let folders: [URL]
    let readEnd: Int32
    let writeEnd: Int32
    let stopped = Atomic<Bool>(false)

    init(folders: [URL], readEnd: Int32, writeEnd: Int32) {
        self.folders = folders
        self.readEnd = readEnd
        self.writeEnd = writeEnd
    }

    func run(from seen: [String: Date]) {
        var lastSeen = seen
        while !stopped.load(ordering: .relaxed) {
            Thread.sleep(forTimeInterval: 0.5)
            let now = Self.snapshot(folders)
            guard now != lastSeen else { continue }
            lastSeen = now
            var byte: UInt8 = 1
            _ = POSIX.write(writeEnd, &byte, 1) // a full pipe already says "changed"
        }
        close(writeEnd)
        close(readEnd)
    }

    static func snapshot(_ folders: [URL]) -> [String: Date] {
        var dates: [String: Date] = [:]
        for folder in folders {
            for (path, url) in SourceFiles.regularFiles(under: folder) {
                dates[folder.path + "/" + path] = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date
            }
        }
        return dates
    }
}
