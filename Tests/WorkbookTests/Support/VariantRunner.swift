import ArchLabWorkbook
import Foundation
import Synchronization

/// Like `FakeRunner`, but each test run's answer depends on the test module it runs (read
/// from `swift test --filter '^<Module>Tests\.'`), so that a test-writing check sees different
/// results against the reference (`SpecTests`) and each bug (`Spec_<bug>Tests`). Builds are
/// answered from a queue (the last answer repeats).
final class VariantRunner: CommandRunner {
    let tests: [String: CommandOutput]
    private let builds: Mutex<[CommandOutput]>
    private let recorded = Mutex<[FakeRunner.Call]>([])

    init(build: CommandOutput, tests: [String: CommandOutput]) {
        self.builds = Mutex([build])
        self.tests = tests
    }

    init(builds: [CommandOutput], tests: [String: CommandOutput]) {
        self.builds = Mutex(builds)
        self.tests = tests
    }

    var calls: [FakeRunner.Call] { recorded.withLock { $0 } }

    /// The test modules run, in order.
    var testModules: [String] { calls.compactMap(Self.testModule) }

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        recorded.withLock { $0.append(FakeRunner.Call(arguments: arguments, environment: environment)) }
        if arguments.dropFirst().first == "build" {
            return builds.withLock { queue in queue.count > 1 ? queue.removeFirst() : queue[0] }
        }
        return Self.testModule(FakeRunner.Call(arguments: arguments, environment: environment)).flatMap { tests[$0] }
            ?? CommandOutput(status: 1, stdout: "", stderr: "no canned output")
    }

    private static func testModule(_ call: FakeRunner.Call) -> String? {
        guard call.arguments.dropFirst().first == "test", let filter = call.arguments.last else { return nil }
        return String(filter.dropFirst().prefix { $0 != "\\" })
    }
}
