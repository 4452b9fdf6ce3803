import Rx

// Drill 02a: the test's own clock, start(created:subscribed:disposed:) and advanceTo.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 2a`).
// Keep the names and signatures: the tests call them.

/// Your prediction, without running it: what
/// `scheduler.start(created: 50, subscribed: 150, disposed: 400) { cold.asObservable() }`
/// records for
///
///     let cold = scheduler.createColdObservable([.next(100, "a"), .next(300, "b"), .completed(350)])
///
/// Write each event as `"next(TIME, VALUE)"` or `"completed(TIME)"`, oldest first.
public func predictedWindow() -> [String] {
    // TODO: cold times count from the subscription; nothing is recorded after the disposal.
    []
}

/// `start`, `start - 1`, …, `1`: one every `period` ticks from the subscription, the first
/// after one period; completes with the `1`.
public func countdown(from start: Int, every period: Int, scheduler: SchedulerType) -> Observable<Int> {
    // TODO: a timer that ticks every `period`, as many ticks as needed, each turned into
    //       what is left.
    _ = (start, period, scheduler)
    return Observable.empty()
}
