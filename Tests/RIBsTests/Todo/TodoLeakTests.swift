import ArchLabTestSupport
import RIBs
import Rx
import XCTest
@testable import SampleTodo

final class TodoLeakTests: RIBsTestCase {
    func testLogout_FreesEveryLoggedInUnit_AndResourcesReturnToBaseline() throws {
        let app = TodoApp.launch(scheduler: scheduler)
        let atLoggedOut = Resources.total
        try app.window.activeView?.fire("login", ["name": "Alice"])
        advance(2)
        try app.window.activeView?.fire("add", ["title": "Milk"])
        try app.window.activeView?.fire("open", ["id": "1"])

        weak let loggedIn = RIBTree.find("LoggedIn", in: app.launchRouter)?.router
        weak let loggedInInteractor = RIBTree.find("LoggedIn", in: app.launchRouter)?.router.interactable
        weak let todoList = RIBTree.find("TodoList", in: app.launchRouter)?.router
        weak let todoListView = (RIBTree.find("TodoList", in: app.launchRouter)?.router as? ViewableRouting)?.viewControllable
        weak let todoDetail = RIBTree.find("TodoDetail", in: app.launchRouter)?.router
        weak let todoDetailInteractor = RIBTree.find("TodoDetail", in: app.launchRouter)?.router.interactable
        XCTAssertNotNil(loggedIn)
        XCTAssertNotNil(todoDetail)
        XCTAssertGreaterThan(Resources.total, atLoggedOut)

        try app.window.activeView?.fire("close")
        XCTAssertNil(todoDetail)
        XCTAssertNil(todoDetailInteractor)
        try app.window.activeView?.fire("logout")

        XCTAssertNil(loggedIn)
        XCTAssertNil(loggedInInteractor)
        XCTAssertNil(todoList)
        XCTAssertNil(todoListView)
        XCTAssertFalse(LeakDetector.instance.pendingExpectations.isEmpty, "routers expect their units to be freed")
        advance(5)
        assertNoFailures()
        XCTAssertTrue(LeakDetector.instance.pendingExpectations.isEmpty)
        XCTAssertEqual(Resources.total, atLoggedOut, "a new LoggedOut holds exactly what the first one held")
    }

    func testAppReleased_FreesTheWholeTree() {
        var app: TodoApp? = TodoApp.launch(scheduler: scheduler)
        weak let root = app?.launchRouter
        weak let window = app?.window
        app = nil
        XCTAssertNil(root)
        XCTAssertNil(window)
        advance(5)
        assertNoFailures()
        baseline.assertReturned()
    }

    func testDetachByHandWithoutDismissing_IsAViewLeakTheDetectorReports() throws {
        let app = TodoApp.launch(scheduler: scheduler)
        try app.window.activeView?.fire("login", ["name": "Alice"])
        guard let (todoList, parent) = RIBTree.find("TodoList", in: app.launchRouter), let parent else {
            return XCTFail("TodoList not attached")
        }
        parent.detachChild(todoList)
        XCTAssertEqual(app.tree.renderText(), """
        Root (viewful, active)
        └─ LoggedIn (viewless, active)
        """)
        advance(5)
        XCTAssertEqual(failures.kinds, [.viewControllerLeaked])
        XCTAssertEqual(LeakDetector.instance.detectedLeaks.map(\.objectDescription), ["TodoListViewController"])

        parent.attachChild(todoList)
        XCTAssertTrue(todoList.interactable.isActive, "re-attached by hand, it is active again")
    }
}
