import Rx

// Lesson 01: streams, events, subscribe and dispose. Reference solution.

/// A stream that emits 1, 2 and 3, then completes.
public func oneTwoThree() -> Observable<Int> {
    Observable.of(1, 2, 3)
}

/// Subscribes to `source`, records every event as text, then disposes the subscription.
///
/// Each value becomes `"next(VALUE)"`, an error becomes `"error"`, and completion
/// becomes `"completed"`, in the order they arrive. For `Observable.of(4, 5)` the result is
/// `["next(4)", "next(5)", "completed"]`.
public func collectEvents(of source: Observable<Int>) -> [String] {
    var events: [String] = []
    let subscription = source.subscribe(
        onNext: { events.append("next(\($0))") },
        onError: { _ in events.append("error") },
        onCompleted: { events.append("completed") }
    )
    subscription.dispose()
    return events
}

/// A countdown: emits `start`, `start - 1`, ..., `1`, then completes.
/// `countdown(from: 0)` completes straight away.
public func countdown(from start: Int) -> Observable<Int> {
    Observable.create { observer in
        for value in stride(from: start, through: 1, by: -1) {
            observer.onNext(value)
        }
        observer.onCompleted()
        return Disposables.create()
    }
}

/// Collects the messages of a stream while it is listening.
public final class Inbox {
    /// Messages received so far, oldest first.
    public private(set) var received: [String] = []
    private var subscription: Disposable?

    public init() {}

    /// Starts listening: every `next` from `source` is appended to `received`.
    public func listen(to source: Observable<String>) {
        subscription = source.subscribe(onNext: { [weak self] message in
            self?.received.append(message)
        })
    }

    /// Stops listening: messages sent after this must not arrive.
    public func stop() {
        subscription?.dispose()
        subscription = nil
    }
}
