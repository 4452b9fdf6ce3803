import Foundation

/// Waits until a file in some folders is written, created, removed or renamed; `archlab
/// watch` and the shell's `autocheck` use it to re-check an exercise when the learner saves.
///
/// ``descriptor`` lets a caller wait on the watcher together with other input (the shell
/// waits on it and the keyboard at once) and ``takeChanges(settle:)`` then reads what
/// arrived; a watcher without one notices changes only in ``waitForChange(timeout:settle:)``.
/// ``FileWatchers/watching(_:)`` picks the one this system has. Single-threaded.
public protocol FileWatcher: AnyObject {
    /// A descriptor that becomes readable when something changed, or nil where the system
    /// reports no file events. Owned by the watcher: wait on it, never read or close it.
    var descriptor: Int32? { get }

    /// Without waiting: whether changes arrived since the last call (or wait), forgetting
    /// them. A burst (an editor writing a file in several steps) is read whole: after the
    /// first change it waits `settle` seconds for the rest.
    func takeChanges(settle: Double) -> Bool

    /// Blocks until something changed (true) or `timeout` seconds passed (false). Changes that
    /// arrive together (an editor's save writes and renames) count once: after the first, it
    /// waits `settle` seconds for the rest.
    func waitForChange(timeout: Double, settle: Double) -> Bool
}

extension FileWatcher {
    /// ``takeChanges(settle:)`` with the burst an editor's save takes (0.15 s).
    public func takeChanges() -> Bool { takeChanges(settle: FileWatchers.settle) }

    /// ``waitForChange(timeout:settle:)`` with the burst an editor's save takes (0.15 s).
    public func waitForChange(timeout: Double) -> Bool { waitForChange(timeout: timeout, settle: FileWatchers.settle) }
}

/// The file watcher of this system: the one place that picks it (docs/PORTING.md).
public enum FileWatchers {
    static let settle = 0.15

    /// Watches the files directly in `folders`: with the kernel's events on Linux (inotify), so
    /// a save is seen at once and an idle wait costs nothing; elsewhere, or when inotify
    /// refuses, by a thread that compares modification dates (files below `folders` too) twice
    /// a second. Either way with a ``FileWatcher/descriptor``, unless the system refuses one.
    public static func watching(_ folders: [URL]) -> any FileWatcher {
        #if os(Linux)
        if let watcher = InotifyFileWatcher(folders: folders) { return watcher }
        #endif
        return PollingFileWatcher(folders: folders)
    }

    /// Why a watcher has no descriptor, for a feature that needs one to refuse with.
    public static let noDescriptorReason = "the system refused a descriptor to watch your files with (too many open files?)"
}
