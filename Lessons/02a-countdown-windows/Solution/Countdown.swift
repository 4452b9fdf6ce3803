import Rx

// Drill 02a: the test's own clock, start(created:subscribed:disposed:) and advanceTo.
// Reference solution.

/// Your prediction, without running it: what
/// `scheduler.start(created: 50, subscribed: 150, disposed: 400) { cold.asObservable() }`
/// records for
///
///     let cold = scheduler.createColdObservable([.next(100, "a"), .next(300, "b"), .completed(350)])
///
/// Write each event as `"next(TIME, VALUE)"` or `"completed(TIME)"`, oldest first.
public func predictedWindow() -> [String] {
    ["next(250, a)"]
}

/// `start`, `start - 1`, …, `1`: one every `period` ticks from the subscription, the first
/// after one period; completes with the `1`.
public func countdown(from start: Int, every period: Int, scheduler: SchedulerType) -> Observable<Int> {
    Observable<Int>.interval(.seconds(period), scheduler: scheduler)
        .take(start)
        .map { start - $0 }
}
