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

    private func fire(_ action: String, _ arguments: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) {
        guard let view = app.window.activeView else { return XCTFail("no view on screen", file: file, line: line) }
        XCTAssertNoThrow(try view.fire(action, arguments), file: file, line: line)
    }

    private var tree: String { app.tree.renderText() }
    private var screen: String { app.window.activeView?.render() ?? "" }

    func testLaunch_ShowsLoggedOut() {
        XCTAssertEqual(tree, """
        Root (viewful, active)
        └─ LoggedOut (viewful, active)
        """)
        XCTAssertEqual(app.window.activeView?.viewName, "LoggedOut")
        XCTAssertEqual(app.window.viewControllerStack.map(\.viewName), ["Root", "LoggedOut"])
    }

    func testLogin_EmptyName_StaysAndExplains() {
        fire("login", ["name": "  "])
        XCTAssertTrue(screen.contains("! Type a name first."))
        XCTAssertEqual(app.tree.children.map(\.name), ["LoggedOut"])
    }

    func testFullJourney_LoginListAddDetailLogout() throws {
        fire("type", ["name": "Alice"])
        fire("login")
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

        fire("add", ["title": "Eggs"])
        fire("toggle", ["id": "1"])
        XCTAssertEqual(screen, """
        Alice's todos  [ Logout ]
          1. [x] Milk
          2. [ ] Eggs
        [ New todo: ________ ] [ Add ]
        """)

        fire("open", ["id": "2"])
        XCTAssertEqual(tree, """
        Root (viewful, active)
        └─ LoggedIn (viewless, active)
           └─ TodoList (viewful, active)
              └─ TodoDetail (viewful, active)
        """)
        XCTAssertEqual(screen, "#2 Eggs\nDone: [ ]\n[ Close ]")
        fire("toggle")
        XCTAssertEqual(screen, "#2 Eggs\nDone: [x]\n[ Close ]", "the detail edits through TodoList, and reads the stream")
        fire("close")
        XCTAssertEqual(app.tree.children.first?.children.first?.children, [])
        XCTAssertEqual(app.window.activeView?.viewName, "TodoList")

        fire("logout")
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
        fire("login", ["name": "Alice"])
        fire("add", ["title": "Bread"])
        advance(2)
        XCTAssertTrue(screen.contains("1. [ ] Milk\n  2. [ ] Bread"), screen)
    }

    func testBadArguments_AreErrorsForTheLearner() {
        fire("login", ["name": "Bob"])
        XCTAssertThrowsError(try app.window.activeView?.fire("toggle", ["id": "9"])) { error in
            XCTAssertEqual("\(error)", "'toggle' can't be done now: the list is empty; add one first: fire add title=Milk")
        }
        fire("add", ["title": "Tea"])
        XCTAssertThrowsError(try app.window.activeView?.fire("open", ["id": "9"])) { error in
            XCTAssertEqual("\(error)", "'9' is not a valid id for 'open'; write one of id=1.")
        }
        XCTAssertThrowsError(try app.window.activeView?.fire("toggle", ["id": "x"])) { error in
            XCTAssertEqual(error as? ActionError, .invalidValue(action: "toggle", parameter: "id", value: "x", expected: "id=<number>"))
        }
        XCTAssertThrowsError(try app.window.activeView?.fire("fly"))
    }

    func testLogoutAndLoginAgain_RestoresTodos() {
        fire("login", ["name": "Alice"])
        advance(2)
        fire("add", ["title": "Jam"])
        fire("logout")
        fire("login", ["name": "Alice"])
        advance(2)
        XCTAssertTrue(screen.contains("1. [ ] Milk\n  2. [ ] Jam"), screen)
    }
}
