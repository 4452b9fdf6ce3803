import HeadlessUI
import RIBs
import Rx
import XCTest
@testable import SampleTodo

final class TodoAppTests: RIBsTestCase {
    private var app: TodoApp!

    override func setUp() {
        super.setUp()
        app = TodoApp.launch(scheduler: scheduler, savedTodos: ["Alice": [Todo(id: 1, title: "Milk")]])
    }

    override func tearDown() {
        app = nil
        super.tearDown()
    }

    private var tree: String { app.treeText }
    private var screen: String { app.screen }

    func testLaunch_ShowsLoggedOut() {
        XCTAssertEqual(tree, """
        Root (viewful, active)
        └─ LoggedOut (viewful, active)
        """)
        XCTAssertEqual(app.window.activeView?.viewName, "LoggedOut")
        XCTAssertEqual(app.window.viewControllerStack.map(\.viewName), ["Root", "LoggedOut"])
    }

    func testLogin_EmptyName_StaysAndExplains() {
        app.fire("login", ["name": "  "])
        XCTAssertTrue(screen.contains("! Type a name first."))
        XCTAssertEqual(app.tree.children.map(\.name), ["LoggedOut"])
    }

    func testFullJourney_LoginListAddDetailLogout() throws {
        app.fire("type", ["name": "Alice"])
        app.fire("login")
        XCTAssertEqual(tree, """
        Root (viewful, active)
        └─ LoggedIn (viewless, active)
           └─ TodoList (viewful, active)
        """)
        XCTAssertEqual(app.window.viewControllerStack.map(\.viewName), ["Root", "TodoList"])
        XCTAssertTrue(screen.contains("(nothing to do)"), "saved todos arrive after the storage latency")

        advance(1)
        XCTAssertTrue(screen.contains("(nothing to do)"))
        advance(1)
        XCTAssertTrue(screen.contains("1. [ ] Milk"), screen)

        app.fire("add", ["title": "Eggs"])
        app.fire("toggle", ["id": "1"])
        XCTAssertEqual(screen, """
        Alice's todos  [ Logout ]
          1. [x] Milk
          2. [ ] Eggs
        [ New todo: ________ ] [ Add ]
        """)

        app.fire("open", ["id": "2"])
        XCTAssertEqual(tree, """
        Root (viewful, active)
        └─ LoggedIn (viewless, active)
           └─ TodoList (viewful, active)
              └─ TodoDetail (viewful, active)
        """)
        XCTAssertEqual(screen, "#2 Eggs\nDone: [ ]\n[ Close ]")
        app.fire("toggle")
        XCTAssertEqual(screen, "#2 Eggs\nDone: [x]\n[ Close ]", "the detail edits through TodoList, and reads the stream")
        app.fire("close")
        XCTAssertEqual(app.tree.children.first?.children.first?.children, [])
        XCTAssertEqual(app.window.activeView?.viewName, "TodoList")

        app.fire("logout")
        XCTAssertEqual(tree, """
        Root (viewful, active)
        └─ LoggedOut (viewful, active)
        """)
        XCTAssertEqual(app.window.viewControllerStack.map(\.viewName), ["Root", "LoggedOut"])
        XCTAssertEqual(app.storage.savedTodos(user: "Alice"), [Todo(id: 1, title: "Milk", isDone: true), Todo(id: 2, title: "Eggs", isDone: true)])

        advance(10)
        assertNoFailures()
    }

    func testTodoAddedWhileLoading_KeepsBothLists() {
        app.fire("login", ["name": "Alice"])
        app.fire("add", ["title": "Bread"])
        advance(2)
        XCTAssertTrue(screen.contains("1. [ ] Milk\n  2. [ ] Bread"), screen)
    }

    func testBadArguments_AreErrorsForTheLearner() {
        app.fire("login", ["name": "Bob"])
        XCTAssertThrowsError(try app.window.activeView?.fire("toggle", ["id": "9"])) { error in
            XCTAssertEqual("\(error)", "'toggle' can't be done now: the list is empty; add one first: fire add title=Milk")
        }
        app.fire("add", ["title": "Tea"])
        XCTAssertThrowsError(try app.window.activeView?.fire("open", ["id": "9"])) { error in
            XCTAssertEqual("\(error)", "'9' is not a valid id for 'open'; write one of id=1.")
        }
        XCTAssertThrowsError(try app.window.activeView?.fire("toggle", ["id": "x"])) { error in
            XCTAssertEqual(error as? ActionError, .invalidValue(action: "toggle", parameter: "id", value: "x", expected: "id=<number>"))
        }
        XCTAssertThrowsError(try app.window.activeView?.fire("fly"))
    }

    func testLogoutAndLoginAgain_RestoresTodos() {
        app.fire("login", ["name": "Alice"])
        advance(2)
        app.fire("add", ["title": "Jam"])
        app.fire("logout")
        app.fire("login", ["name": "Alice"])
        advance(2)
        XCTAssertTrue(screen.contains("1. [ ] Milk\n  2. [ ] Jam"), screen)
    }
}
