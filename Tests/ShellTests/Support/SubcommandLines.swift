import ArchLabWorkbook
import XCTest
@testable import ArchLabShell

/// `archlab WORDS` as the executable parses and runs it, for tests of the subcommands.
enum SubcommandLine {
    /// The subcommand `words` parse to; throws the usage error, or fails when they name none.
    static func parse(_ words: [String], file: StaticString = #filePath, line: UInt = #line) throws -> SubcommandInvocation {
        guard case .subcommand(let invocation) = try LaunchOptions.parse(words).mode else {
            XCTFail("\(words) is no subcommand", file: file, line: line)
            throw LaunchError("no subcommand")
        }
        return invocation
    }

    /// The arguments `words` parse to.
    static func arguments(_ words: String..., file: StaticString = #filePath, line: UInt = #line) throws -> SubcommandArguments {
        try parse(words, file: file, line: line).arguments
    }

    /// Parses and runs `words` with `environment`; a usage error is exit status 2.
    static func run(_ words: [String], sink: BufferSink, environment: [String: String], workspace: String? = nil,
                    runner: any CommandRunner = ProcessCommandRunner()) -> Int32 {
        guard let invocation = try? parse(words) else { return 2 }
        return invocation.run(SubcommandContext(sink: sink, catalog: .standard, workspace: workspace, environment: environment, runner: runner))
    }
}
