import Rx

// Lesson 02: virtual time, hot and cold.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check virtual-time`).
// Keep the names and signatures: the tests call them.

/// Emits 0, 1, 2, ... every `period` ticks, `count` values in all, then completes.
///
/// Subscribed at 200 with `period: 10, count: 3`: next(0) at 210, next(1) at 220,
/// next(2) at 230, completed at 230.
public func ticker(every period: Int, count: Int, scheduler: SchedulerType) -> Observable<Int> {
    // TODO: tick on `scheduler` every `period`, `count` times, then complete.
    return Observable.empty()
}

/// Emits "hello" once, `ticks` after the subscription, then completes.
public func greeting(after ticks: Int, scheduler: SchedulerType) -> Observable<String> {
    // TODO: wait `ticks` on `scheduler`, say "hello", complete.
    return Observable.empty()
}

/// Your prediction, without running it: what `scheduler.start { cold.asObservable() }` records
/// for this cold stream (subscribed at 200):
///
///     scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
///
/// Write each event as `"next(TIME, VALUE)"` or `"completed(TIME)"`, oldest first.
public func predictedColdTimeline() -> [String] {
    // TODO: three events. Cold times count from the subscription.
    return []
}

/// Your prediction for this hot stream under `scheduler.start` (subscribed at 200):
///
///     scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .completed(400)])
///
/// Same format as above.
public func predictedHotTimeline() -> [String] {
    // TODO: hot times are absolute; what happened before 200 is missed.
    return []
}
