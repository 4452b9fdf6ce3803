import ArchLabWorkbook
import Foundation
import Synchronization

/// Like `FakeRunner`, but `swift test` answers depend on `ARCHLAB_MUTANT` ("" is the
/// reference), so a test-writing check can see different results per variant.
final class VariantRunner: CommandRunner {
    let build: CommandOutput
    let tests: [String: CommandOutput]
    private let recorded = Mutex<[FakeRunner.Call]>([])

    init(build: CommandOutput, tests: [String: CommandOutput]) {
        self.build = build
        self.tests = tests
    }

    var calls: [FakeRunner.Call] { recorded.withLock { $0 } }

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        recorded.withLock { $0.append(FakeRunner.Call(arguments: arguments, environment: environment)) }
        if arguments.dropFirst().first == "build" { return build }
        return tests[environment["ARCHLAB_MUTANT"] ?? "(unset)"] ?? CommandOutput(status: 1, stdout: "", stderr: "no canned output")
    }
}
