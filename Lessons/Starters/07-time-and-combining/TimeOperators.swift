import Rx

// Lesson 07: debounce, throttle, combineLatest and withLatestFrom.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check time-and-combining`).
// Keep the names and signatures: the tests call them.

/// A query once the user has stopped typing for `quiet` ticks; the same query twice in a row
/// is passed on once.
public func settledQueries(_ typed: Observable<String>, quiet: Int, scheduler: SchedulerType) -> Observable<String> {
    // TODO: wait for `quiet` ticks without typing; never the same query twice in a row.
    return typed
}

/// The first tap at once; the taps in the next `window` ticks are ignored.
public func guardedTaps(_ taps: Observable<Void>, window: Int, scheduler: SchedulerType) -> Observable<Void> {
    // TODO: one tap per `window`: the first counts, the rest of the window is dropped.
    return taps
}

/// True when the name has 2 characters or more and the password 8 or more; on every change
/// of either, once both have a value.
public func signUpEnabled(name: Observable<String>, password: Observable<String>) -> Observable<Bool> {
    // TODO: decide from the latest name and the latest password, whenever either changes.
    return Observable.empty()
}

/// On each tap of "send", the text typed at that moment. Typing alone sends nothing.
public func sentMessages(sendTaps: Observable<Void>, text: Observable<String>) -> Observable<String> {
    // TODO: the taps decide when; the text only says what.
    return Observable.empty()
}
