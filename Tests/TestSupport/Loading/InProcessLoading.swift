import XCTest

/// For the tests that compile a learner's module and load it into the test process itself.
///
/// That needs the test process to be a program of the build folder, linked to export its
/// symbols: SwiftPM's test bundle on Linux is one. On macOS the tests run inside Xcode's
/// `xctest` tool, which is neither, so they skip there (docs/PORTING.md checks loading on a
/// Mac with archlab itself).
public enum InProcessLoading {
    /// Skips the calling test where the test process cannot load code; does nothing on Linux.
    public static func skipWhereUnavailable() throws {
        #if !os(Linux)
        throw XCTSkip("loading code into the test process needs a test program in the build folder (Linux); on this system the tests run inside xctest")
        #endif
    }
}
