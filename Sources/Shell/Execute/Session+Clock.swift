import Rx
import RxTestKit

/// `advance`, `run`, `at`: the only ways the virtual clock moves.
extension Session {
    func advance(_ ticks: Int) throws(ShellError) {
        try requireOutsideClock("advance")
        let (target, overflow) = now.addingReportingOverflow(ticks)
        guard !overflow, target <= Int(Int32.max) * 1000 else {
            throw ShellError.invalidArgument(command: "advance", argument: "TICKS", got: String(ticks), expected: "a smaller number of ticks")
        }
        // Step from one scheduled time to the next: with trace on the arrows then print next
        // to the events of their time, and Ctrl-C can stop a long advance between two times.
        let tracing = traceEnabled && sample != nil
        while let next = scheduler.nextScheduledTime, next <= target {
            if Interrupt.take() { return emitInterrupted() }
            scheduler.advanceTo(max(next, now))
            if tracing { collectTrace() }
        }
        scheduler.advanceTo(target)
    }

    private func emitInterrupted() {
        emit(.notice("interrupted at t=\(now) (Ctrl-C); type 'advance TICKS' or 'run' to go on"))
    }

    /// Runs until nothing is scheduled, but never more than `runLimit` ticks, so a repeating
    /// timer cannot hang the shell.
    func run() throws(ShellError) {
        try requireOutsideClock("run")
        let start = now
        let limit = start + Self.runLimit
        while let next = scheduler.nextScheduledTime {
            if Interrupt.take() { return emitInterrupted() }
            if next > limit {
                scheduler.advanceTo(limit)
                emit(.notice("run stopped at t=\(now): work is still scheduled at t=\(next) (a repeating timer?). Use 'advance TICKS' to go on."))
                return
            }
            scheduler.advanceTo(max(next, now))
            collectTrace()
        }
        emit(.notice(start == now ? "nothing is scheduled; the clock stays at t=\(now)" : "ran to t=\(now); nothing is left scheduled"))
    }

    /// Schedules `command` for virtual time `time`; it runs when `advance` or `run` gets there.
    func schedule(_ command: Command, at time: Int) throws(ShellError) {
        guard time > now else {
            throw ShellError.invalidArgument(command: "at", argument: "TIME", got: String(time),
                                             expected: "a time after now (t=\(now)), as in: at \(now + 100) fire load")
        }
        if let name = Self.clockCommandName(command) {
            throw ShellError.wrongState(reason: "\(name) cannot be scheduled with at, because it moves the clock itself",
                                        nextStep: "Schedule fire, watch, attach or detach instead.")
        }
        scheduler.scheduleAt(time) { [weak self] in
            self?.runScheduled(command, at: time)
        }
        emit(.notice("scheduled for t=\(time)"))
    }

    private func runScheduled(_ command: Command, at time: Int) {
        let wasInside = insideClock
        insideClock = true
        defer { insideClock = wasInside }
        do {
            try execute(command)
        } catch {
            emit(.failure(.scheduled(time: time, error: error)))
        }
    }

    func requireOutsideClock(_ name: String) throws(ShellError) {
        if insideClock {
            throw ShellError.wrongState(reason: "\(name) cannot run inside a command scheduled with at",
                                        nextStep: "Type it at the prompt instead.")
        }
    }

    static func clockCommandName(_ command: Command) -> String? {
        switch command {
        case .advance: return "advance"
        case .run: return "run"
        case .play: return "play"
        case .source: return "source"
        case .quit: return "quit"
        case .at(_, let inner): return clockCommandName(inner)
        default: return nil
        }
    }
}
