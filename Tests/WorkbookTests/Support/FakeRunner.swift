import ArchLabWorkbook
import Foundation
import Synchronization

/// Replays canned outputs for `swift build` and `swift test`, and records every call.
final class FakeRunner: CommandRunner {
    struct Call: Equatable {
        var arguments: [String]
        var environment: [String: String]
    }

    let build: CommandOutput
    let test: CommandOutput
    private let recorded = Mutex<[Call]>([])

    init(build: CommandOutput, test: CommandOutput = CommandOutput(status: 0, stdout: "", stderr: "")) {
        self.build = build
        self.test = test
    }

    var calls: [Call] { recorded.withLock { $0 } }

    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        recorded.withLock { $0.append(Call(arguments: arguments, environment: environment)) }
        return arguments.dropFirst().first == "build" ? build : test
    }
}
