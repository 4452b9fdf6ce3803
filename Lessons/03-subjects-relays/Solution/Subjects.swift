import Rx

// Lesson 03: subjects and relays. Reference solution.

/// A thermostat whose target temperature is state: it always has a current value.
public final class Thermostat {
    /// The target, in °C. A relay: it never errors or completes.
    public let target: BehaviorRelay<Int>

    public init(start: Int) {
        target = BehaviorRelay(value: start)
    }

    /// Raises the target by `degrees` (negative lowers it).
    public func raise(by degrees: Int) {
        target.accept(target.value + degrees)
    }

    /// The target as text, `"21°C"`: the current value at once, then every change.
    public var display: Observable<String> {
        target.asObservable().map { "\($0)°C" }
    }
}

/// A chat room: a new member first sees the last two messages, then every new one.
public final class ChatRoom {
    private let messages = ReplayRelay<String>.create(bufferSize: 2)

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
    public static func onPublishSubject() -> [Int] { [4] }

    /// On a `BehaviorSubject(value: 0)`.
    public static func onBehaviorSubject() -> [Int] { [3, 4] }

    /// On a `ReplaySubject<Int>.create(bufferSize: 2)`.
    public static func onReplaySubject() -> [Int] { [2, 3, 4] }
}
