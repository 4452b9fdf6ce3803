import Foundation

/// What a running `check` is doing, reported as it happens so a terminal can show it (a cold
/// first build takes a while; a blank line for half a minute looks like a hang).
public enum CheckProgress: Equatable, Sendable {
    /// A phase began.
    case started(CheckPhase)
    /// A phase ended after `seconds` (stopped or not).
    case finished(CheckPhase, seconds: Double)
}

/// The slow parts of a check, in the learner's words.
public enum CheckPhase: String, Equatable, Sendable {
    /// `swift build --build-tests`: compiling the exercise (and, the first time, the library).
    case building
    /// `swift test`: running the exercise's tests.
    case testing
    /// Any other tool.
    case running
    /// `swiftc -emit-library`: the shell compiling the learner's code to load it (`load`).
    case compiling

    /// `building the exercise`, for a progress line.
    public var text: String {
        switch self {
        case .building: "building the exercise"
        case .testing: "running its tests"
        case .running: "working"
        case .compiling: "compiling your code"
        }
    }

    /// The phase of a command, seen through the sandbox that may wrap it (`bwrap ... --
    /// swift build ...`): `swift build`, `swift test` or a test bundle run.
    public init(arguments: [String]) {
        if let swift = arguments.lastIndex(where: { $0 == "swift" || $0.hasSuffix("/swift") }), swift + 1 < arguments.count {
            switch arguments[swift + 1] {
            case "build": self = .building
            case "test": self = .testing
            default: self = .running
            }
        } else {
            self = arguments.contains { $0.hasSuffix(".xctest") } ? .testing : .running
        }
    }
}

/// A `CommandRunner` that reports each command it runs as a `CheckProgress` phase, then hands
/// it to `wrapped`. The shell wraps the checker's runner in one to show a progress line;
/// nothing else changes, and scripts (no terminal) get a runner without it.
public struct ProgressReportingRunner: CommandRunner {
    public let wrapped: any CommandRunner
    private let report: @Sendable (CheckProgress) -> Void

    /// `report` is called on the checking thread, before and after each command.
    public init(wrapping wrapped: any CommandRunner, report: @escaping @Sendable (CheckProgress) -> Void) {
        self.wrapped = wrapped
        self.report = report
    }

    public var sandbox: Sandbox { wrapped.sandbox }

    public func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        let phase = CheckPhase(arguments: arguments)
        report(.started(phase))
        let output = wrapped.run(arguments, in: directory, environment: environment, timeout: timeout)
        report(.finished(phase, seconds: output.seconds))
        return output
    }
}
