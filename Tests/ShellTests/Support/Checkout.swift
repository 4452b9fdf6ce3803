import Foundation

/// Folders of this checkout the shell tests read, found from this file (so no bundle
/// resources are needed, and a test file may sit at any depth of `Tests/ShellTests`).
enum Checkout {
    /// `Tests/ShellTests`.
    static let shellTests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// The repository's root.
    static let root = shellTests.deletingLastPathComponent().deletingLastPathComponent()
    /// The course, `Lessons/`.
    static let lessons = root.appendingPathComponent("Lessons")
    /// The golden transcripts, `Tests/ShellTests/Golden`.
    static let golden = shellTests.appendingPathComponent("Golden")
}
