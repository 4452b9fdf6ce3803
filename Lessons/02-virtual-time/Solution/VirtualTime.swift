import Rx

// Lesson 02: virtual time, hot and cold. Reference solution.

/// Emits 0, 1, 2, ... every `period` ticks, `count` values in all, then completes.
///
/// Subscribed at 200 with `period: 10, count: 3`: next(0) at 210, next(1) at 220,
/// next(2) at 230, completed at 230.
public func ticker(every period: Int, count: Int, scheduler: SchedulerType) -> Observable<Int> {
    Observable<Int>.interval(.seconds(period), scheduler: scheduler).take(count)
}

/// Emits "hello" once, `ticks` after the subscription, then completes.
public func greeting(after ticks: Int, scheduler: SchedulerType) -> Observable<String> {
    Observable<Int>.timer(.seconds(ticks), scheduler: scheduler).map { _ in "hello" }
}

/// Your prediction, without running it: what `scheduler.start { cold.asObservable() }` records
/// for this cold stream (subscribed at 200):
///
///     scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
///
/// Write each event as `"next(TIME, VALUE)"` or `"completed(TIME)"`, oldest first.
public func predictedColdTimeline() -> [String] {
    ["next(210, a)", "next(220, b)", "completed(230)"]
}

/// Your prediction for this hot stream under `scheduler.start` (subscribed at 200):
///
///     scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .completed(400)])
///
/// Same format as above.
public func predictedHotTimeline() -> [String] {
    ["next(250, 2)", "next(350, 3)", "completed(400)"]
}
