@testable import ChatRoomDependency
import RIBs
import XCTest

/// Drill 22a's checks. Do not edit: `check` compares this file with the shipped copy.
final class ChatBuilderDrillTests: XCTestCase {
    private let inbox = InboxComponent()

    func testBuild_EachChatGetsItsOwnRoom() {
        let builder = ChatBuilder(dependency: inbox)
        let general = builder.build(roomID: "general"), random = builder.build(roomID: "random")
        XCTAssertEqual([general.roomID, general.history.roomID], ["general", "general"])
        XCTAssertEqual([random.roomID, random.history.roomID], ["random", "random"])
    }

    func testBuild_EveryChatUsesTheParentsOneService() {
        let builder = ChatBuilder(dependency: inbox)
        let first = builder.build(roomID: "ops"), second = builder.build(roomID: "design")
        XCTAssertTrue(first.history.service === inbox.messageService, "the service comes from the static dependency")
        XCTAssertTrue(second.history.service === inbox.messageService)
    }

    func testBuild_EachBuildHasItsOwnHistory() {
        let builder = ChatBuilder(dependency: inbox)
        XCTAssertFalse(builder.build(roomID: "ops").history === builder.build(roomID: "ops").history,
                       "each build makes a new component, so a new history, even for the same room")
    }

    func testComponent_SharesOneHistory() {
        let component = ChatComponent(dependency: inbox, roomID: "support")
        XCTAssertEqual(component.roomID, "support")
        XCTAssertTrue(component.history === component.history, "`shared { }` gives the component's one history every time")
    }
}
