import Foundation

/// A ``FileWatcher`` that compares the files' modification dates twice a second, below the
/// folders too; it has no descriptor, so only ``waitForChange(timeout:settle:)`` waits. What
/// ``FileWatchers/watching(_:)`` gives where the system reports no file events.
final class PollingFileWatcher: FileWatcher {
    private let folders: [URL]
    private var lastSeen: [String: Date] = [:]

    init(folders: [URL]) {
        self.folders = folders
        lastSeen = snapshot()
    }

    var descriptor: Int32? { nil }

    func takeChanges(settle: Double) -> Bool {
        let now = snapshot()
        defer { lastSeen = now }
        return now != lastSeen
    }

    func waitForChange(timeout: Double, settle: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.5)
            let now = snapshot()
            if now != lastSeen {
                lastSeen = now
                return true
            }
        }
        return false
    }

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
