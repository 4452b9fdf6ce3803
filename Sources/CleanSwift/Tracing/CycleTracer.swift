import Rx
import Synchronization

/// Records every call across a VIP boundary with its virtual time, and publishes each one as
/// it happens.
///
/// Scenes never call it themselves: their configurator wires traced boundaries
/// (`TracedBoundary` subclasses, `traced(by:...)` on streams) that record into it. The shell
/// owns one per loaded scene; tests create one on their `TestScheduler`.
public final class CycleTracer: @unchecked Sendable { // reason: the log is behind a Mutex; the clock and relay are only touched on the scheduler's thread, as the scheduler requires.
    private let clock: () -> Int
    private let log = Mutex(Log())
    private let published = PublishRelay<CycleCall>()

    private struct Log {
        var calls: [CycleCall] = []
        var drained = 0
    }

    /// A tracer that stamps calls with `clock()`; pass the virtual clock of the scene's scheduler.
    public init(clock: @escaping () -> Int) {
        self.clock = clock
    }

    /// A tracer that reads the clock of `scheduler` (a `TestScheduler` or any integer-tick
    /// virtual-time scheduler). The scheduler is not kept alive by the tracer.
    public convenience init<Converter>(scheduler: VirtualTimeScheduler<Converter>) where Converter.VirtualTimeUnit == Int {
        self.init(clock: { [weak scheduler] in scheduler?.clock ?? 0 })
    }

    /// A tracer whose calls all happen at time 0, for code that has no virtual clock.
    public static func untimed() -> CycleTracer { CycleTracer(clock: { 0 }) }

    /// Every call recorded so far, oldest first.
    public var calls: [CycleCall] { log.withLock { $0.calls } }

    /// Each call as it is recorded (no replay of earlier ones).
    public var events: Observable<CycleCall> { published.asObservable() }

    /// The calls recorded since the previous `drain()`, oldest first. Called by the shell
    /// after each command to print the new part of the cycle.
    public func drain() -> [CycleCall] {
        log.withLock { log in
            let fresh = Array(log.calls[log.drained...])
            log.drained = log.calls.count
            return fresh
        }
    }

    /// Forgets every recorded call.
    public func reset() {
        log.withLock { $0 = Log() }
    }

    /// Records one crossing now. Called by traced boundaries; scene code never calls it.
    public func record(from: VIPRole, to: VIPRole, method: String, argument: Any, kind: CycleCall.Kind = .call) {
        let call = CycleCall(time: clock(), from: from, to: to, method: TraceSummary.methodName(method),
                             argument: kind == .failure ? Self.describe(error: argument) : TraceSummary.of(argument),
                             kind: kind)
        log.withLock { $0.calls.append(call) }
        published.accept(call)
    }

    private static func describe(error: Any) -> String {
        TraceSummary.clipped(String(describing: error))
    }
}
