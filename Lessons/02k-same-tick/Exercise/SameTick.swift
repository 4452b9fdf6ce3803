import Rx

// Drill 02k: the processing-delay tick, and two things due at the same time.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check same-tick`).
// Keep the names and signatures: the tests call them.

/// Types `word` out one character at a time on `scheduler`, then completes.
///
/// Each character is work the scheduler runs "now", so on a `TestScheduler` each one costs a
/// tick: subscribed at 200, "hi" gives h at 201, i at 202 and completed at 203.
public func typeOut(_ word: String, scheduler: ImmediateSchedulerType) -> Observable<Character> {
    // TODO: emit the characters of `word` in order, each scheduled on `scheduler`, then complete.
    return Observable.empty()
}

/// Your prediction, without running it: what `observer` records here.
///
///     let hot = scheduler.createHotObservable([.next(300, "a"), .next(310, "b"), .completed(320)])
///     let observer = scheduler.createObserver(String.self)
///     scheduler.scheduleAt(300) { _ = hot.subscribe(observer) }
///     scheduler.start()
///
/// Write each event as `"next(TIME, VALUE)"` or `"completed(TIME)"`, oldest first.
public func predictedSubscribeAtAnEvent() -> [String] {
    // TODO: the hot events were scheduled when the hot observable was made.
    return []
}

/// Your prediction for this one, in the same format:
///
///     let observer = scheduler.createObserver(String.self)
///     scheduler.scheduleAt(300) { _ = Observable.from(["x", "y"], scheduler: scheduler).subscribe(observer) }
///     scheduler.start()
public func predictedFromAtThreeHundred() -> [String] {
    // TODO: `scheduleAt` runs at exactly its time; what `from` schedules does not.
    return []
}
