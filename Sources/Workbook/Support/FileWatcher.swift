import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waits until a file in some folders is written, created, removed or renamed; `archlab
/// watch` and the shell's `autocheck` use it to re-check an exercise when the learner saves.
///
/// On Linux it asks the kernel (inotify), so a save is seen at once and an idle wait costs
/// nothing; ``descriptor`` lets a caller wait on it together with other input (the shell
/// waits on it and the keyboard at once) and ``takeChanges()`` then reads what arrived.
/// Elsewhere it compares modification dates twice a second. Single-threaded.
public final class FileWatcher {
    private let folders: [URL]
    #if os(Linux)
    private let inotify: Int32
    #endif
    private var lastSeen: [String: Date] = [:]

    /// Watches the files directly in `folders` (and, without inotify, below them).
    public init(folders: [URL]) {
        self.folders = folders
        #if os(Linux)
        inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
        for folder in folders where inotify >= 0 { _ = inotify_add_watch(inotify, folder.path, mask) }
        #endif
        lastSeen = snapshot()
    }

    deinit {
        #if os(Linux)
        if inotify >= 0 { close(inotify) }
        #endif
    }

    /// A descriptor that becomes readable when something changed (the inotify instance), or
    /// nil where there is none (then only ``waitForChange(timeout:settle:)`` notices changes).
    /// Owned by the watcher: wait on it, never read or close it.
    public var descriptor: Int32? {
        #if os(Linux)
        return inotify >= 0 ? inotify : nil
        #else
        return nil
        #endif
    }

    /// Without waiting: whether changes arrived since the last call (or wait), forgetting
    /// them. A burst (an editor writing a file in several steps) is read whole: after the
    /// first change it waits `settle` seconds for the rest.
    public func takeChanges(settle: Double = 0.15) -> Bool {
        #if os(Linux)
        guard inotify >= 0, drain() else { return false }
        usleep(useconds_t(settle * 1_000_000))
        _ = drain()
        return true
        #else
        let now = snapshot()
        defer { lastSeen = now }
        return now != lastSeen
        #endif
    }

    /// Blocks until something changed (true) or `timeout` seconds passed (false). Changes that
    /// arrive together (an editor's save writes and renames) count once: after the first, it
    /// waits `settle` seconds for the rest.
    public func waitForChange(timeout: Double, settle: Double = 0.15) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        #if os(Linux)
        if inotify >= 0 {
            guard waitReadable(until: deadline) else { return false }
            _ = drain()
            usleep(useconds_t(settle * 1_000_000))
            _ = drain()
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
            var entry = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(min(remaining, 1) * 1000))
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return false }
        }
    }

    /// Reads every pending event; whether there was any.
    private func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var any = false
        while read(inotify, &buffer, buffer.count) > 0 { any = true }
        return any
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
