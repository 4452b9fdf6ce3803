import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waits until a file in some folders is written, created, removed or renamed; `archlab
/// watch` uses it to re-check an exercise when the learner saves.
///
/// On Linux it asks the kernel (inotify), so a save is seen at once and an idle wait costs
/// nothing. Elsewhere it compares modification dates twice a second. Single-threaded.
public final class FileWatcher {
    private let folders: [URL]
    #if os(Linux)
    private let descriptor: Int32
    #endif
    private var lastSeen: [String: Date] = [:]

    /// Watches the files directly in `folders` (and, without inotify, below them).
    public init(folders: [URL]) {
        self.folders = folders
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
        for folder in folders where descriptor >= 0 { _ = inotify_add_watch(descriptor, folder.path, mask) }
        #endif
        lastSeen = snapshot()
    }

    deinit {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Blocks until something changed (true) or `timeout` seconds passed (false). Changes that
    /// arrive together (an editor's save writes and renames) count once: after the first, it
    /// waits `settle` seconds for the rest.
    public func waitForChange(timeout: Double, settle: Double = 0.15) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        #if os(Linux)
        if descriptor >= 0 {
            guard waitReadable(until: deadline) else { return false }
            drain()
            usleep(useconds_t(settle * 1_000_000))
            drain()
            return true
        }
        #endif
        while Date() < deadline {
            usleep(500_000)
            let now = snapshot()
            if now != lastSeen {
                lastSeen = now
                return true
            }
        }
        return false
    }

    #if os(Linux)
    private func waitReadable(until deadline: Date) -> Bool {
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return false }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(min(remaining, 1) * 1000))
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return false }
        }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }
    #endif

    private func snapshot() -> [String: Date] {
        var dates: [String: Date] = [:]
        for folder in folders {
            for (path, url) in SourceFiles.regularFiles(under: folder) {
                dates[folder.path + "/" + path] = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date
            }
        }
        return dates
    }
}
