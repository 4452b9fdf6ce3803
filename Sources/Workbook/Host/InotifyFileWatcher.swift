#if os(Linux)
import Foundation
import Glibc

/// A ``FileWatcher`` on the kernel's events (inotify): the descriptor is the inotify instance.
/// Linux only; ``FileWatchers/watching(_:)`` makes it.
final class InotifyFileWatcher: FileWatcher {
    private let events: FileEventDescriptor

    /// Watches the files directly in `folders`; nil when the kernel refuses an inotify instance.
    init?(folders: [URL]) {
        let inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
        for folder in folders { _ = inotify_add_watch(inotify, folder.path, mask) }
        events = FileEventDescriptor(descriptor: inotify)
    }

    deinit {
        close(events.descriptor)
    }

    var descriptor: Int32? { events.descriptor }

    func takeChanges(settle: Double) -> Bool {
        events.take(settle: settle)
    }

    func waitForChange(timeout: Double, settle: Double) -> Bool {
        events.wait(until: Date().addingTimeInterval(timeout), settle: settle)
    }
}
#endif
