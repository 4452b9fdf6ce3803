import Foundation

/// SwiftPM's built test bundle of a package, when it can be run directly: on Linux it is an
/// executable that takes the XCTest classes to run (`Module.Class`, comma-separated), which
/// skips `swift test`'s start-up (about a second per run, measured with scripts/bench-feedback).
/// On macOS it is a bundle folder for `xctest`, and `swift test` runs the tests instead.
///
/// The one place that knows which (docs/PORTING.md).
public enum RunnableTestBundle {
    /// `debug/<package>PackageTests.xctest` in `buildDirectory` when it can be run directly;
    /// nil before the build, or where it cannot.
    public static func of(package: String, buildDirectory: URL) -> URL? {
        let bundle = buildDirectory.appendingPathComponent("debug/\(package)PackageTests.xctest")
        return canRun(bundle) ? bundle : nil
    }

    /// Whether `bundle` is built and can be run directly.
    public static func canRun(_ bundle: URL) -> Bool {
        #if os(Linux)
        FileManager.default.isExecutableFile(atPath: bundle.path)
        #else
        false // a folder: its execute bit says nothing
        #endif
    }
}
