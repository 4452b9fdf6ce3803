import Rx

// Lesson 01: streams, events, subscribe and dispose.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check streams`).
// Keep the names and signatures: the tests call them.

/// A stream that emits 1, 2 and 3, then completes.
public func oneTwoThree() -> Observable<Int> {
    // TODO: return a stream of 1, 2, 3 that then completes (hint: `Observable.of`).
    return Observable.empty()
}

/// Subscribes to `source`, records every event as text, then disposes the subscription.
///
/// Each value becomes `"next(VALUE)"`, an error becomes `"error"`, and completion
/// becomes `"completed"`, in the order they arrive. For `Observable.of(4, 5)` the result is
/// `["next(4)", "next(5)", "completed"]`.
public func collectEvents(of source: Observable<Int>) -> [String] {
    var events: [String] = []
    // TODO: subscribe with `subscribe(onNext:onError:onCompleted:)`, append to `events`
    //       in each closure, and dispose the subscription you get back.
    _ = source
    return events
}

/// A countdown: emits `start`, `start - 1`, ..., `1`, then completes.
/// `countdown(from: 0)` completes straight away.
public func countdown(from start: Int) -> Observable<Int> {
    // TODO: build it with `Observable.create { observer in ... }`: call `observer.onNext`
    //       for each number, then `observer.onCompleted()`, and return `Disposables.create()`.
    return Observable.empty()
}

/// Collects the messages of a stream while it is listening.
public final class Inbox {
    /// Messages received so far, oldest first.
    public private(set) var received: [String] = []
    private var subscription: Disposable?

    public init() {}

    /// Starts listening: every `next` from `source` is appended to `received`.
    public func listen(to source: Observable<String>) {
        // TODO: subscribe to `source` with `onNext:`, append each message to `received`,
        //       and keep the returned Disposable in `subscription`.
        _ = source
    }

    /// Stops listening: messages sent after this must not arrive.
    public func stop() {
        // TODO: dispose the subscription.
    }
}
