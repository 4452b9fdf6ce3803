import RIBs
import XCTest
@testable import SampleTodo

/// The Todo app's presentable-listener, listener and router calls, reported by the proxies
/// its builders wire in, in call order among the framework's attach, detach and lifecycle
/// calls (lesson 23's login chain).
final class TodoCallTraceTests: RIBsTestCase {
    private var app: TodoApp!

    override func setUp() {
        super.setUp()
        app = TodoApp.launch(scheduler: scheduler)
    }

    override func tearDown() {
        app = nil
        super.tearDown()
    }

    func testLogin_TheViewAsksTheInteractor_WhichTellsRoot_WhichAsksItsRouter() {
        XCTAssertEqual(beginningCalls { app.fire("login", ["name": "Ann"]) }, [
            "LoggedOutPresentableListener.login(withName: \"Ann\")",
            "  LoggedOutListener.didLogin(withUserName: \"Ann\")",
            "    RootRouting.routeToLoggedIn(withUserName: \"Ann\")",
            "      Root.detachChild(LoggedOut)",
            "        LoggedOut.willResignActive()",
            "      Root.attachChild(LoggedIn)",
            "        LoggedIn.didBecomeActive()",
            "        LoggedIn.didLoad()",
            "          LoggedIn.attachChild(TodoList)",
            "            TodoList.didBecomeActive()",
            "            TodoList.didLoad()",
        ])
    }

    func testABlankName_StopsInLoggedOutsInteractor() {
        XCTAssertEqual(beginningCalls { app.fire("login", ["name": "  "]) }, ["LoggedOutPresentableListener.login(withName: \"  \")"])
    }

    func testDetailAndLogout_GoUpThroughEachListener() {
        app.fire("login", ["name": "Ann"])
        app.fire("add", ["title": "Milk"])
        app.fire("open", ["id": "1"])
        XCTAssertEqual(beginningCalls { app.fire("close") }, [
            "TodoDetailPresentableListener.close()",
            "  TodoDetailListener.detailDidClose()",
            "    TodoListRouting.routeBackFromDetail()",
            "      TodoList.detachChild(TodoDetail)",
            "        TodoDetail.willResignActive()",
        ])
        let logout = beginningCalls { app.fire("logout") }
        XCTAssertEqual(Array(logout.prefix(4)), [
            "TodoListPresentableListener.logout()",
            "  TodoListListener.didRequestLogout()",
            "    LoggedInListener.didLogout()",
            "      RootRouting.routeToLoggedOut()",
        ])
        XCTAssertTrue(logout.contains("            LoggedInRouting.cleanupViews()"), "\(logout)")
    }
}
