import ArchLabWorkbook
import Dispatch
import Foundation
import Synchronization

/// Shows a running `check` on the terminal: one line, `| building the exercise, 12 s
/// (Ctrl-C stops it)`, redrawn four times a second with a turning spinner and erased when the
/// phase ends, so the report that follows starts on a clean line.
///
/// Made only when standard output is a terminal (`standardOutput()` is nil otherwise), so
/// scripts and transcripts get nothing extra. Fed by `ProgressReportingRunner` on the checking
/// thread; the redraws run on a timer of their own.
public final class CheckProgressLine: Sendable {
    private struct State {
        var phase: CheckPhase?
        var started = Date()
        var tick = 0
        /// Bumped by every `handle`, so a redraw scheduled for an earlier phase does nothing.
        var generation = 0
    }

    private let write: @Sendable (String) -> Void
    /// Writes happen while holding it, so a late redraw can never land after the erase.
    private let state = Mutex(State())
    private let interval: Double
    private let queue = DispatchQueue(label: "archlab.check-progress")

    /// - Parameters:
    ///   - interval: seconds between redraws.
    ///   - write: puts raw text on the terminal, unbuffered.
    public init(interval: Double = 0.25, write: @escaping @Sendable (String) -> Void) {
        self.interval = interval
        self.write = write
    }

    /// A line on standard output, or nil when standard output is not a terminal.
    public static func standardOutput() -> CheckProgressLine? {
        guard Terminal.isTerminal(1) else { return nil }
        return CheckProgressLine { text in
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Foundation.write(1, $0.baseAddress, $0.count) }
        }
    }

    /// Starts or ends the line for a phase.
    public func handle(_ progress: CheckProgress) {
        let write = write
        switch progress {
        case .started(let phase):
            let generation = state.withLock { state in
                state = State(phase: phase, started: Date(), tick: 0, generation: state.generation + 1)
                write("\r" + Self.frame(phase, elapsed: 0, tick: 0) + Self.clearToEnd)
                return state.generation
            }
            scheduleRedraw(generation)
        case .finished:
            state.withLock { state in
                state = State(generation: state.generation + 1)
                write("\r" + Self.clearToEnd)
            }
        }
    }

    private func scheduleRedraw(_ generation: Int) {
        queue.asyncAfter(deadline: .now() + interval) { [weak self] in
            guard let self else { return }
            let write = self.write
            let current = self.state.withLock { state -> Bool in
                guard state.generation == generation, let phase = state.phase else { return false }
                state.tick += 1
                write("\r" + Self.frame(phase, elapsed: Date().timeIntervalSince(state.started), tick: state.tick) + Self.clearToEnd)
                return true
            }
            if current { self.scheduleRedraw(generation) }
        }
    }

    /// Erases from the cursor to the end of the line.
    static let clearToEnd = "\u{1B}[K"

    /// One drawing of the line: spinner, phase, whole seconds so far, how to stop.
    static func frame(_ phase: CheckPhase, elapsed: Double, tick: Int) -> String {
        let spinner = ["|", "/", "-", "\\"][tick % 4]
        return "\(spinner) \(phase.text), \(Int(elapsed)) s (Ctrl-C stops it)"
    }
}
