import Rx
import RxTestKit

/// The session's virtual clock: `advance` and `run` move it (and run the commands `at`
/// scheduled on it); `play` moves it to run a playground stream.
///
/// State: the scheduler and whether a scheduled command is running. Made by the session with
/// the output and the sample part (each tick's traced calls); a tick can run any command `at`
/// scheduled, so the session that runs commands is wired in once it is made (`commands`).
public final class ClockPart {
    /// The one virtual clock; every sample, stream and playground run uses it.
    public let scheduler: TestScheduler
    /// True while the clock runs a command scheduled with `at`.
    public internal(set) var insideClock = false
    /// The clock's time at the end of each `advance` and `run`, oldest first: how lesson
    /// checks tell the clock moved by those commands from a clock `play` moved.
    public private(set) var advances: [Int] = []

    /// Longest span `run` will move the clock before it stops and explains.
    public static let runLimit = 10_000_000

    private let output: any ReportSink
    private let sample: any ClockSample
    /// Runs the commands `at` scheduled: the session that owns this clock. A back-reference
    /// (a scheduled command may be any command, and only the session runs one: its handler
    /// and observers), weak because the session owns the clock, whose queue holds them.
    weak var commands: (any CommandRunning)?

    init(scheduler: TestScheduler, output: any ReportSink, sample: any ClockSample) {
        self.scheduler = scheduler
        self.output = output
        self.sample = sample
    }

    /// The current virtual time.
    public var now: Int { scheduler.clock }

    func advance(_ ticks: Int) throws(ShellError) {
        try requireOutside("advance")
        let (target, overflow) = now.addingReportingOverflow(ticks)
        guard !overflow, target <= Int(Int32.max) * 1000 else {
            throw ShellError.invalidArgument(command: "advance", argument: "TICKS", got: String(ticks), expected: "a smaller number of ticks")
        }
        defer { advances.append(now) }
        // Step from one scheduled time to the next: with trace on the arrows then print next
        // to the events of their time, and Ctrl-C can stop a long advance between two times.
        let tracing = sample.printsTrace
        while let next = scheduler.nextScheduledTime, next <= target {
            if Interrupt.take() { return output.emit(.clock(.interrupted(at: now))) }
            scheduler.advanceTo(max(next, now))
            if tracing { sample.collectTrace() }
        }
        scheduler.advanceTo(target)
    }

    /// Runs until nothing is scheduled, but never more than `runLimit` ticks, so a repeating
    /// timer cannot hang the shell.
    func run() throws(ShellError) {
        try requireOutside("run")
        defer { advances.append(now) }
        let start = now
        let limit = start + Self.runLimit
        while let next = scheduler.nextScheduledTime {
            if Interrupt.take() { return output.emit(.clock(.interrupted(at: now))) }
            if next > limit {
                scheduler.advanceTo(limit)
                return output.emit(.clock(.runStopped(at: now, nextScheduled: next)))
            }
            scheduler.advanceTo(max(next, now))
            sample.collectTrace()
        }
        output.emit(.clock(.ran(from: start, to: now)))
    }

    /// Schedules `command` for virtual time `time`; it runs when `advance` or `run` gets there.
    func schedule(_ command: Invocation, at time: Int) throws(ShellError) {
        guard time > now else {
            // The example repeats what was typed after the time, so it is a command that exists.
            let typed = commands?.commandsRun.last?.split(separator: " ", maxSplits: 2) ?? []
            let later = typed.count == 3 && typed[0] == "at" ? String(typed[2]) : "fire \(sample.firstActionName ?? "request")"
            throw ShellError.invalidArgument(command: "at", argument: "TIME", got: String(time),
                                             expected: "a time after now (t=\(now)), as in: at \(now + 100) \(later)")
        }
        if let name = Self.unschedulableName(command) {
            throw ShellError.wrongState(reason: "\(name) cannot be scheduled with at, because it moves the clock itself",
                                        nextStep: "Schedule fire, watch, attach or detach instead.")
        }
        scheduler.scheduleAt(time) { [weak self] in
            guard let self, let commands = self.commands else { return }
            self.runScheduled(command, at: time, by: commands)
        }
        output.emit(.clock(.scheduled(at: time)))
    }

    private func runScheduled(_ command: Invocation, at time: Int, by commands: any CommandRunning) {
        let wasInside = insideClock
        insideClock = true
        defer { insideClock = wasInside }
        do {
            try commands.execute(command)
        } catch {
            output.emit(.failure(.scheduled(time: time, error: error)))
        }
    }

    func requireOutside(_ name: String) throws(ShellError) {
        if insideClock {
            throw ShellError.wrongState(reason: "\(name) cannot run inside a command scheduled with at",
                                        nextStep: "Type it at the prompt instead.")
        }
    }

    /// The name of the command (or of the one an `at` wraps) that moves the clock itself.
    static func unschedulableName(_ command: Invocation) -> String? {
        if let inner = command.arguments.values.values.compactMap({ value -> Invocation? in
            if case .invocation(let inner) = value { return inner } else { return nil }
        }).first {
            return command.declaration.schedulable ? unschedulableName(inner) : command.name
        }
        return command.declaration.schedulable ? nil : command.name
    }
}

/// What the clock asks of the sample part as ticks run: the calls each tick made the loaded
/// sample trace, and, for an example in an error, the first action it offers.
protocol ClockSample: AnyObject {
    /// True when a sample is loaded and its calls are printed as they happen: `advance` then
    /// stops at each scheduled time, so the arrows print beside the events of their time.
    var printsTrace: Bool { get }
    /// Reports (or drops) the calls the sample recorded since last asked.
    func collectTrace()
    var firstActionName: String? { get }
}

/// What the clock asks of the session that owns it: to run a command `at` scheduled, the way
/// it runs every command (`Session.execute(_:)`), and the lines typed so far (an error's
/// example repeats the last).
protocol CommandRunning: AnyObject {
    func execute(_ invocation: Invocation) throws(ShellError)
    var commandsRun: [String] { get }
}

extension SamplePart: ClockSample {
    var printsTrace: Bool { traceEnabled && loaded != nil }
    var firstActionName: String? { loaded?.actions.first?.name }
}
