import ArchLabToolchain
import Foundation

/// Finds the course's `Lessons/` folder for the shell and the grader.
public enum LessonsDirectory {
    /// `$ARCHLAB_LESSONS` if set; else the first `Lessons/` holding a `Package.swift` found in
    /// the current folder or above it, or above the running executable (a build in
    /// `.build/debug/archlab` finds the checkout's `Lessons/`). Nil when there is none.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                              executable: URL? = HostExecutable.url) -> URL? {
        if let explicit = environment["ARCHLAB_LESSONS"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, relativeTo: currentDirectory).standardizedFileURL
        }
        for start in [currentDirectory, executable?.deletingLastPathComponent()].compactMap({ $0 }) {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent("Lessons")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
                    return candidate
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }
}
