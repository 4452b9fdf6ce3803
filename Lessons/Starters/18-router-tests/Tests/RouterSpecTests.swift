import RouterTesting
import XCTest

// Lesson 18: you write the router's spec. The router (in Reference/) is finished and correct;
// `check` runs these tests against it (they must pass) and against routers with seeded bugs
// (each must make at least one test fail). Fill in each `// TODO`; add tests freely.

final class RouterSpecTests: XCTestCase {
    private var navigation: Navigation!
    private var list: LabelListViewController!

    override func setUp() {
        navigation = Navigation()
        list = LabelListViewController(labels: [Label(id: 3, name: "Tabby"), Label(id: 8, name: "Siamese")])
        list.navigation = navigation
        navigation.push(list)
    }

    func testRouteToDetail() {
        // TODO: tapping a row shows the detail screen, and that screen knows which label was tapped.
    }

    func testRouteToMissingRow() {
        // TODO: a row that does not exist leaves the navigation as it was.
    }
}
