import Rx

// Lesson 01: streams, events, subscribe and dispose.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check streams`).
// Keep the names and signatures: the tests call them.

/// A stream that emits 1, 2 and 3, then completes.
public func oneTwoThree() -> Observable<Int> {
    // TODO: a stream of 1, 2 and 3 that then completes.
    return Observable.empty()
}

/// Subscribes to `source`, records every event as text, then disposes the subscription.
///
/// Each value becomes `"next(VALUE)"`, an error becomes `"error"`, and completion
/// becomes `"completed"`, in the order they arrive. For `Observable.of(4, 5)` the result is
/// `["next(4)", "next(5)", "completed"]`.
public func collectEvents(of source: Observable<Int>) -> [String] {
    let events: [String] = []   // make it a `var` once you append to it
    // TODO: listen to every kind of event `source` sends, write each one down as described
    //       above, and end the subscription when you are done.
    _ = source
    return events
}

/// A countdown: emits `start`, `start - 1`, ..., `1`, then completes.
/// `countdown(from: 0)` completes straight away.
public func countdown(from start: Int) -> Observable<Int> {
    // TODO: build the stream by hand: send each number, then the end. What must a stream
    //       built by hand give back for its subscriber to end it?
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
        // TODO: keep every message `source` sends, and keep what you need to stop later.
        _ = source
    }

    /// Stops listening: messages sent after this must not arrive.
    public func stop() {
        // TODO: end the subscription: nothing may arrive after this.
    }
}
