import Foundation

/// Finds executables built by SwiftPM so tests can run them.
///
/// The rule, first match wins:
/// 1. `$ARCHLAB_BUILD_DIR`, if set (for unusual layouts);
/// 2. the folder holding the running test binary: `swift test` on Linux runs
///    `.build/<triple>/<config>/ArchLabPackageTests.xctest`, an executable whose folder also
///    holds every executable product of the same build (`CommandLine.arguments[0]`,
///    `Bundle.main`);
/// 3. the folder of any loaded `.xctest` bundle (macOS loads the bundle into `xctest`);
/// 4. `<package root>/.build/debug`, the package root derived from this file's `#filePath`.
///
/// `swift test` builds every target, executables included, before it runs tests; after
/// `swift build --target <tests>` alone, build the executable too
/// (`swift build --product lineedit-demo`).
public enum BuildProducts {
    /// The URL of the executable `name` from the current build.
    /// - Throws: ``PTYError/executableNotFound(name:searched:)`` listing the folders tried.
    public static func executable(named name: String) throws -> URL {
        let folders = searchFolders()
        for folder in folders {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw PTYError.executableNotFound(name: name, searched: folders.map(\.path))
    }

    /// The folders ``executable(named:)`` tries, in order, without duplicates.
    public static func searchFolders() -> [URL] {
        var folders: [URL] = []
        if let override = ProcessInfo.processInfo.environment["ARCHLAB_BUILD_DIR"], !override.isEmpty {
            folders.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        if let first = CommandLine.arguments.first, !first.isEmpty {
            let binary = URL(fileURLWithPath: first).resolvingSymlinksInPath()
            folders.append(binary.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // PTY
            .deletingLastPathComponent()  // TestSupport
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
        folders.append(packageRoot.appendingPathComponent(".build/debug", isDirectory: true))
        var seen = Set<String>()
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
