import Rx

// Lesson 03: subjects and relays.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check subjects-relays`).
// Keep the names and signatures: the tests call them.

/// A thermostat whose target temperature is state: it always has a current value.
public final class Thermostat {
    /// The target, in °C. A relay: it never errors or completes.
    public let target: BehaviorRelay<Int>

    public init(start: Int) {
        target = BehaviorRelay(value: start)
    }

    /// Raises the target by `degrees` (negative lowers it).
    public func raise(by degrees: Int) {
        // TODO: the new target is the current one plus `degrees`.
    }

    /// The target as text, `"21°C"`: the current value at once, then every change.
    public var display: Observable<String> {
        // TODO: every target, as text, starting with the current one.
        return Observable.empty()
    }
}

/// A chat room: a new member first sees the last two messages, then every new one.
public final class ChatRoom {
    // TODO: a `PublishRelay` keeps nothing for late members. Which relay keeps a short
    //       history for them, and how long must it be?
    private let messages = PublishRelay<String>()

    public init() {}

    /// Posts a message to everyone in the room.
    public func post(_ message: String) {
        messages.accept(message)
    }

    /// Joins the room: the last two messages, then every new one.
    public func join() -> Observable<String> {
        messages.asObservable()
    }
}

/// Your predictions. Each subject receives `onNext(1)`, `onNext(2)`, `onNext(3)`; then a late
/// subscriber subscribes; then the subject receives `onNext(4)`. What does the late subscriber get?
public enum LateSubscriber {
    /// On a `PublishSubject<Int>()`.
    public static func onPublishSubject() -> [Int] {
        // TODO: your prediction.
        return []
    }

    /// On a `BehaviorSubject(value: 0)`.
    public static func onBehaviorSubject() -> [Int] {
        // TODO: your prediction.
        return []
    }

    /// On a `ReplaySubject<Int>.create(bufferSize: 2)`.
    public static func onReplaySubject() -> [Int] {
        // TODO: your prediction.
        return []
    }
}
