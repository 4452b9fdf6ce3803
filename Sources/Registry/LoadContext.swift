import CleanSwift
import Rx

/// What the host (the shell, a test) hands a registration when it loads it: the one
/// virtual clock everything must run on, and the tracer that stamps VIP calls with its time.
///
/// A registration takes every delay (worker latency, timers) from `scheduler`, never from
/// wall time, so that a session's transcript is the same on every run.
public struct LoadContext {
    /// The session's virtual-time scheduler.
    public let scheduler: SchedulerType
    /// Where a scene's configurator records its VIP calls; made by the host on `scheduler`'s clock.
    public let tracer: CycleTracer

    public init(scheduler: SchedulerType, tracer: CycleTracer) {
        self.scheduler = scheduler
        self.tracer = tracer
    }
}
