import CleanSwift
import HeadlessUI
import XCTest

/// The headless navigation stack the Orders routers push onto.
final class HeadlessNavigationControllerTests: XCTestCase {
    private final class Page: HeadlessView, HeadlessNavigable {
        let viewName: String
        weak var navigationController: HeadlessNavigationController?
        var loads = 0
        var performed: [String] = []
        init(_ name: String) { viewName = name }
        var userActions: [UserAction] { [UserAction("tap", summary: "tap")] }
        func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) { performed.append(action) }
        func render() -> String { "page \(viewName)" }
        func viewDidLoad() { loads += 1 }
    }

    func testPushAndBack() throws {
        // given
        let root = Page("Root")
        let navigation = HeadlessNavigationController(root: root)
        let detail = Page("Detail")

        // when
        navigation.push(detail)

        // then
        XCTAssertTrue(detail.navigationController === navigation)
        XCTAssertEqual([root.loads, detail.loads], [1, 1])
        XCTAssertEqual(navigation.userActions.map(\.name), ["tap", "back"])
        XCTAssertEqual(navigation.render(), "Root > Detail\npage Detail")
        try navigation.fire("tap")
        XCTAssertEqual(detail.performed, ["tap"])

        try navigation.fire("back")
        XCTAssertNil(detail.navigationController)
        XCTAssertEqual(navigation.viewName, "Root")
        XCTAssertThrowsError(try navigation.fire("back"))
        XCTAssertNil(navigation.pop())
    }
}
