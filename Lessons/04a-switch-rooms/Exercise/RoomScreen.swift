import Rx

// Drill 04a: a new bag for each room.
// Fill in the `// TODO`, then type `check` in archlab (or run `archlab check 4a`).
// Keep the names and signatures: the tests call them.

/// A chat room: its messages and who is typing in it.
public struct Room {
    public let name: String
    public let messages: Observable<String>
    public let typing: Observable<String>

    public init(name: String, messages: Observable<String>, typing: Observable<String>) {
        self.name = name
        self.messages = messages
        self.typing = typing
    }
}

/// Shows one room at a time: its messages and who is typing.
public final class RoomScreen {
    /// Every line shown so far, oldest first: `"ROOM: MESSAGE"` and `"ROOM: NAME is typing"`.
    public private(set) var lines: [String] = []
    private var disposeBag = DisposeBag()

    public init() {}

    /// Shows `room` from now on; the room shown before is left, so nothing of it arrives any more.
    public func show(_ room: Room) {
        // TODO: leave the room shown before (all of its subscriptions at once), then show
        //       this room's messages and typing as `lines`. The screen must not keep itself
        //       alive.
        _ = room
    }
}
