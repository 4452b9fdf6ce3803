import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// `RIBAppSample` on the shipped apps: `leaks` lists only what left the tree and is still alive,
/// and `attach` follows RIBs' own rules, saying when the result is not the obvious one.
final class RIBAppSampleTests: XCTestCase {
    private let driver = ShellDriver(Session(catalog: .standard))

    func testLeaksListsOnlyWhatIsDetachedAndStillAliveOncePerObject() {
        driver.succeed("app tictactoe", "fire login", "fire start")
        for move in ["row=0 col=0", "row=1 col=0", "row=0 col=1", "row=1 col=1", "row=0 col=2"] { driver.succeed("fire place \(move)") }
        driver.succeed("fire ok")
        XCTAssertEqual(driver.succeed("leaks").last, "RIBs detached but still alive: none",
                       "the finished game's RIBs are freed and the new OffGame is attached")
        driver.succeed("app todo", "fire login name=Ann", "detach TodoList")
        XCTAssertEqual(Array(driver.succeed("leaks").suffix(2)),
                       ["RIBs detached but still alive:", "  waiting: TodoListViewController must leave the screen"])
    }

    func testAttachingAnAttachedRIBIsRIBsOwnAttachTwiceFailure() {
        driver.succeed("app todo", "fire login name=Ann")
        let tree = driver.session.samples.ribTree
        XCTAssertEqual(driver.error("attach TodoList"),
                       "error: RIBs: Attempt to attach child: TodoList, which is already attached to LoggedIn.")
        XCTAssertEqual(driver.error("attach TodoList to Root"),
                       "error: TodoList is attached to LoggedIn; a router has one parent at a time. Type 'detach TodoList' first.")
        XCTAssertEqual(driver.session.samples.ribTree, tree, "neither changed the tree")
    }

    func testAttachingADetachedRIBUnderAnotherParentSaysSo() {
        driver.succeed("app todo", "fire login name=Ann", "detach TodoList")
        let printed = driver.succeed("attach TodoList to Root")
        XCTAssertEqual(printed.last, "TodoList was detached from LoggedIn and is now attached to Root: RIBs lets any router attach it, "
                       + "but TodoList was built with LoggedIn's dependencies, and its view is not presented by its new parent.")
        XCTAssertTrue(printed.contains("`-- TodoList (viewful, active)  + attached"), "\(printed)")
        driver.succeed("detach TodoList")
        XCTAssertEqual(driver.succeed("attach TodoList").last, "`-- TodoList (viewful, active)  + attached",
                       "without 'to', it goes back under Root, where it was last detached from, with no note")
    }
}
