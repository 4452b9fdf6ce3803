import Foundation

/// The running program's own file, for the parts that look for things beside it (the loader's
/// `Modules/`, the course's `Lessons/`, the command `init` tells the learner to type next).
///
/// The one place ArchLab asks the system where its executable is (docs/PORTING.md).
public enum HostExecutable {
    /// The executable of this process, symlinks resolved; nil when the system does not say.
    ///
    /// In a test run this is the test program: on Linux SwiftPM's test bundle itself, on
    /// macOS the `xctest` tool that loads the bundle.
    public static var url: URL? {
        #if os(Linux)
        let link = "/proc/self/exe"
        let resolved = URL(fileURLWithPath: link).resolvingSymlinksInPath()
        return resolved.path == link ? nil : resolved
        #else
        return Bundle.main.executableURL?.resolvingSymlinksInPath()
        #endif
    }
}
