import Foundation

/// The open lesson's exercise as `load` compiles it: its module name and Swift files.
public struct ExerciseSources: Equatable, Sendable {
    /// The exercise's module name (`VIPCycle`).
    public var module: String
    /// The folder the learner edits (`Lessons/11-vip-cycle/Exercise`).
    public var folder: URL
    /// Its `.swift` files, tests excluded.
    public var files: [URL]

    public init(module: String, folder: URL, files: [URL]) {
        self.module = module
        self.folder = folder
        self.files = files
    }
}
