import Rooms
import Rx
import RxTesting
import XCTest

/// Drill 04a's checks. Do not edit: `check` compares this file with the shipped copy.
final class RoomScreenDrillTests: XCTestCase {
    private struct LiveRoom {
        let messages = PublishSubject<String>()
        let typing = PublishSubject<String>()
        let room: Room

        init(_ name: String) {
            room = Room(name: name, messages: messages.asObservable(), typing: typing.asObservable())
        }

        var isListenedTo: Bool { messages.hasObservers || typing.hasObservers }
    }

    func testShow_ListsTheRoomsMessagesAndWhoIsTyping() {
        let general = LiveRoom("general")
        let screen = RoomScreen()
        screen.show(general.room)
        general.typing.onNext("Ann")
        general.messages.onNext("hi all")
        XCTAssertEqual(screen.lines, ["general: Ann is typing", "general: hi all"])
    }

    func testShow_AnotherRoomLeavesThePreviousOne() {
        let random = LiveRoom("random"), support = LiveRoom("support")
        let screen = RoomScreen()
        screen.show(random.room)
        random.messages.onNext("lunch?")
        screen.show(support.room)
        XCTAssertFalse(random.isListenedTo, "showing another room should dispose every subscription to the previous one")
        random.messages.onNext("anyone?")
        random.typing.onNext("Bo")
        support.messages.onNext("ticket 42 closed")
        XCTAssertEqual(screen.lines, ["random: lunch?", "support: ticket 42 closed"])
    }

    func testShow_TheSameRoomAgainListensOnce() {
        let ops = LiveRoom("ops")
        let screen = RoomScreen()
        screen.show(ops.room)
        screen.show(ops.room)
        ops.messages.onNext("deploy done")
        XCTAssertEqual(screen.lines, ["ops: deploy done"], "each message should be shown once, however often the room is shown")
    }

    func testReleasingTheScreen_EndsItsSubscriptions() {
        let lobby = LiveRoom("lobby")
        var screen: RoomScreen? = RoomScreen()
        weak let released = screen
        screen?.show(lobby.room)
        screen = nil
        XCTAssertNil(released, "the subscriptions must not keep the screen alive: capture it weakly")
        XCTAssertFalse(lobby.isListenedTo, "releasing the screen should release its bag, and dispose what it holds")
    }
}
