import HeadlessUI
import RIBs
import XCTest

private final class Screen: HeadlessViewController {
    let title: String
    init(_ title: String) { self.title = title; super.init() }
    override var viewName: String { title }
    override func render() -> String { "<\(title)>" }
}

final class HeadlessViewTests: RIBsTestCase {
    func testPresentAndDismiss_LikeUIKitModals() {
        let window = HeadlessWindow()
        let root = Screen("Root"), first = Screen("First"), second = Screen("Second")
        window.rootViewController = root
        root.present(first, animated: true)
        first.present(second, animated: true)
        XCTAssertEqual(window.viewControllerStack.map(\.viewName), ["Root", "First", "Second"])
        XCTAssertTrue(second.window === window)
        XCTAssertEqual(window.activeView?.viewName, "Second")

        first.dismiss(animated: true)
        XCTAssertEqual(window.viewControllerStack.map(\.viewName), ["Root", "First"], "dismiss on a presenter dismisses what it presented")
        XCTAssertNil(second.window)

        first.dismiss(animated: true)
        XCTAssertEqual(window.viewControllerStack.map(\.viewName), ["Root"], "dismiss on a presented one dismisses itself")
        XCTAssertNil(first.presentingViewController)
    }

    func testPresent_WhilePresenting_IsIgnored() {
        let root = Screen("Root"), first = Screen("First"), second = Screen("Second")
        root.present(first, animated: true)
        root.present(second, animated: true)
        XCTAssertTrue(root.presentedViewController === first)
        XCTAssertNil(second.presentingViewController)
    }

    func testWindowRender_ShowsTheStack() {
        let window = HeadlessWindow()
        let root = Screen("Root")
        window.rootViewController = root
        root.present(Screen("Top"), animated: false)
        XCTAssertEqual(window.render(), "── Root ──\n<Root>\n── Top ──\n<Top>")
        XCTAssertEqual(HeadlessWindow().render(), "(empty window)")
    }

    func testFire_UnknownAction_NamesTheAvailableOnes() {
        let screen = Screen("Root")
        XCTAssertThrowsError(try screen.fire("tap")) { error in
            XCTAssertEqual(error as? ActionError, .unknownAction(name: "tap", available: []))
        }
    }
}
