import Foundation

/// One measured scenario: `events` units of work, timed as a whole.
struct Scenario {
    let id: String
    let title: String
    /// The RxSwift 6.10 figure from the issue, for the table.
    let rxSwift: String
    /// The target in ns per unit.
    let target: Double
    let units: Int
    let unitName: String
    let body: () -> Int
}

/// A measured result.
struct Measurement {
    let scenario: Scenario
    let nanosecondsPerUnit: Double
}

enum Clock {
    /// When set (`--cpu-time`), scenarios are timed by this thread's CPU time instead of the
    /// wall clock: on a shared, loaded machine that ignores the time spent descheduled.
    nonisolated(unsafe) static var usesThreadCPUTime = false // reason: set once at start-up, before any scenario runs.

    static func now() -> UInt64 {
        if usesThreadCPUTime {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
        }
        return DispatchTime.now().uptimeNanoseconds
    }
}

/// Runs each scenario `repetitions` times after a warm-up and keeps the best (least noisy) run.
func measure(_ scenario: Scenario, repetitions: Int) -> Measurement {
    var sink = scenario.body()
    var best = Double.infinity
    for _ in 0..<repetitions {
        let start = Clock.now()
        sink &+= scenario.body()
        let elapsed = Double(Clock.now() - start)
        best = min(best, elapsed / Double(scenario.units))
    }
    if sink == Int.min { print("") } // keeps the work observable to the optimiser
    return Measurement(scenario: scenario, nanosecondsPerUnit: best)
}
