#if os(Linux)
import Foundation
import Glibc

/// A ``FileWatcher`` on the kernel's events (inotify): the descriptor is the inotify instance.
/// Linux only; ``FileWatchers/watching(_:)`` makes it.
final class InotifyFileWatcher: FileWatcher {
    private let inotify: Int32

    /// Watches the files directly in `folders`; nil when the kernel refuses an inotify instance.
    init?(folders: [URL]) {
        inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
        for folder in folders { _ = inotify_add_watch(inotify, folder.path, mask) }
    }

    deinit {
        close(inotify)
    }

    var descriptor: Int32? { inotify }

    func takeChanges(settle: Double) -> Bool {
        guard drain() else { return false }
        usleep(useconds_t(settle * 1_000_000))
        _ = drain()
        return true
    }

    func waitForChange(timeout: Double, settle: Double) -> Bool {
        guard waitReadable(until: Date().addingTimeInterval(timeout)) else { return false }
        _ = drain()
        usleep(useconds_t(settle * 1_000_000))
        _ = drain()
        return true
    }

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
}
#endif
