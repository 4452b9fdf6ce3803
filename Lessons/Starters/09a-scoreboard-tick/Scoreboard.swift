import Rx

// Drill 09a: the tick a scheduler hop adds.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 9a`).
// Keep the names and signatures: the tests call them.

/// Your prediction, without running it: what `scheduler.start { scores.observe(on: scheduler) }`
/// records (subscribed at 200) for
///
///     let scores = scheduler.createHotObservable([.next(210, 3), .next(240, 5), .completed(260)])
///
/// Write each event as `"next(TIME, VALUE)"` or `"completed(TIME)"`, oldest first.
public func predictedObserveOn() -> [String] {
    // TODO: three events. On a TestScheduler, work scheduled "now" runs one tick later.
    []
}

/// Your prediction for `scheduler.start { cheers.subscribe(on: scheduler) }` with the cold
///
///     let cheers = scheduler.createColdObservable([.next(10, "go"), .completed(20)])
///
/// Same format as above.
public func predictedSubscribeOn() -> [String] {
    // TODO: two events. When does the subscription happen, and what do cold times count from?
    []
}

/// Each score as `"SCORE points"`, delivered on `main`.
public func scoreboard(_ scores: Observable<Int>, main: SchedulerType) -> Observable<String> {
    // TODO: word each score, and hand the events over to `main`.
    _ = main
    return scores.map { _ in "" }
}
