import Rx

// Lesson 07: debounce, throttle, combineLatest and withLatestFrom. Reference solution.

/// A query once the user has stopped typing for `quiet` ticks; the same query twice in a row
/// is passed on once.
public func settledQueries(_ typed: Observable<String>, quiet: Int, scheduler: SchedulerType) -> Observable<String> {
    typed
        .debounce(.seconds(quiet), scheduler: scheduler)
        .distinctUntilChanged()
}

/// The first tap at once; the taps in the next `window` ticks are ignored.
public func guardedTaps(_ taps: Observable<Void>, window: Int, scheduler: SchedulerType) -> Observable<Void> {
    taps.throttle(.seconds(window), latest: false, scheduler: scheduler)
}

/// True when the name has 2 characters or more and the password 8 or more; on every change
/// of either, once both have a value.
public func signUpEnabled(name: Observable<String>, password: Observable<String>) -> Observable<Bool> {
    Observable.combineLatest(name, password) { name, password in
        name.count >= 2 && password.count >= 8
    }
}

/// On each tap of "send", the text typed at that moment. Typing alone sends nothing.
public func sentMessages(sendTaps: Observable<Void>, text: Observable<String>) -> Observable<String> {
    sendTaps.withLatestFrom(text)
}
