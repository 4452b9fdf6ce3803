import Foundation

/// Runs an external command and collects its output; `ExerciseChecker` uses it to call
/// `swift build` and `swift test`. Tests substitute a fake that replays captured output.
public protocol CommandRunner: Sendable {
    /// Runs `arguments` (looked up on PATH) in `directory` with `environment` added to the
    /// current one; never throws: a launch failure or timeout is reported in the output.
    func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput
    /// How this runner seals off code it does not own: the machine's sandbox for real runs,
    /// `.off` for fakes that replay output (their commands stay as written).
    var sandbox: Sandbox { get }
}

extension CommandRunner {
    public var sandbox: Sandbox { .off }
}

public struct CommandOutput: Equatable, Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var seconds: Double
    /// The command was stopped after the timeout.
    public var timedOut: Bool
    /// The command was stopped because the learner asked (Ctrl-C).
    public var cancelled: Bool

    public init(status: Int32, stdout: String, stderr: String, seconds: Double = 0, timedOut: Bool = false, cancelled: Bool = false) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
        self.seconds = seconds
        self.timedOut = timedOut
        self.cancelled = cancelled
    }

    /// Both streams, stdout first; what the parsers read.
    public var combined: String { stdout + (stdout.isEmpty || stdout.hasSuffix("\n") ? "" : "\n") + stderr }
}

/// Runs commands with Foundation's `Process`, output captured in temporary files (pipes can
/// fill up and stall a chatty `swift build`).
public struct ProcessCommandRunner: CommandRunner {
    /// Polled ten times a second while a command runs; `true` stops it (the shell answers
    /// Ctrl-C this way, since the child does not share the terminal's process group).
    private let shouldCancel: @Sendable () -> Bool
    public let sandbox: Sandbox

    /// `sandbox`: nil detects this machine's (`Sandbox.detect()`).
    public init(sandbox: Sandbox? = nil, shouldCancel: @escaping @Sendable () -> Bool = { false }) {
        self.shouldCancel = shouldCancel
        self.sandbox = sandbox ?? .detect()
    }

    public func run(_ arguments: [String], in directory: URL, environment: [String: String], timeout: Double) -> CommandOutput {
        let started = Date()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-run-\(UUID().uuidString)")
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
            let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
            defer { try? out.close(); try? err.close() }

            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            let finished = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in finished.signal() }
            try process.run()
            var timedOut = false, cancelled = false
            let deadline = Date().addingTimeInterval(timeout)
            while finished.wait(timeout: .now() + 0.1) == .timedOut {
                if shouldCancel() { cancelled = true } else if Date() >= deadline { timedOut = true } else { continue }
                // The child leads a process group of its own (Foundation spawns it so): stop the
                // whole group, so the compiler jobs under `swift build` end now rather than
                // after their file, and none is left running.
                let pid = process.processIdentifier
                let target = getpgid(pid) == pid ? -pid : pid
                kill(target, SIGTERM)
                if finished.wait(timeout: .now() + 5) == .timedOut {
                    kill(target, SIGKILL)
                    // Foundation reports the end only once every process holding the child's
                    // inherited descriptors is gone (a compiler job outlives `swift build`
                    // after Ctrl-C); do not wait for that, the learner asked to stop.
                    _ = finished.wait(timeout: .now() + 5)
                }
                break
            }
            let read = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
            let status: Int32 = process.isRunning ? -1 : process.terminationStatus
            return CommandOutput(status: status, stdout: read(outURL), stderr: read(errURL),
                                 seconds: Date().timeIntervalSince(started), timedOut: timedOut, cancelled: cancelled)
        } catch {
            return CommandOutput(status: -1, stdout: "", stderr: "could not run \(arguments.joined(separator: " ")): \(error.localizedDescription)",
                                 seconds: Date().timeIntervalSince(started))
        }
    }
}
