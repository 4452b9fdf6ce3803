import Rx

// Drill 09a: the tick a scheduler hop adds. Reference solution.

/// Your prediction, without running it: what `scheduler.start { scores.observe(on: scheduler) }`
/// records (subscribed at 200) for
///
///     let scores = scheduler.createHotObservable([.next(210, 3), .next(240, 5), .completed(260)])
///
/// Write each event as `"next(TIME, VALUE)"` or `"completed(TIME)"`, oldest first.
public func predictedObserveOn() -> [String] {
    ["next(211, 3)", "next(241, 5)", "completed(261)"]
}

/// Your prediction for `scheduler.start { cheers.subscribe(on: scheduler) }` with the cold
///
///     let cheers = scheduler.createColdObservable([.next(10, "go"), .completed(20)])
///
/// Same format as above.
public func predictedSubscribeOn() -> [String] {
    ["next(211, go)", "completed(221)"]
}

/// Each score as `"SCORE points"`, delivered on `main`.
public func scoreboard(_ scores: Observable<Int>, main: SchedulerType) -> Observable<String> {
    scores
        .map { "\($0) points" }
        .observe(on: main)
}
