import RouterTesting
import XCTest

/// Lesson 18, reference tests: the router and its data passing. They pass on the reference
/// router and catch every seeded bug in Mutants/.
final class RouterSpecTests: XCTestCase {
    private let labels = [Label(id: 3, name: "Tabby"), Label(id: 8, name: "Siamese"), Label(id: 5, name: "Persian")]
    private var navigation: Navigation!
    private var list: LabelListViewController!

    override func setUp() {
        navigation = Navigation()
        list = LabelListViewController(labels: labels)
        list.navigation = navigation
        navigation.push(list)
    }

    func testRouteToDetail_ShowsTheTappedLabel() {
        list.router.routeToDetail(index: 1)
        XCTAssertEqual(navigation.stack.count, 2)
        let detail = navigation.stack.last as? LabelDetailViewController
        XCTAssertEqual(detail?.router.dataStore?.label, Label(id: 8, name: "Siamese"))
    }

    func testRouteToDetail_MissingRowDoesNothing() {
        list.router.routeToDetail(index: 3)
        XCTAssertEqual(navigation.stack.count, 1)
    }

    func testPassDataToDetail_CopiesTheLabelAtTheIndex() {
        var destination: LabelDetailDataStore = LabelDetailInteractor()
        list.router.passDataToDetail(source: LabelListInteractor(labels: labels), destination: &destination, index: 2)
        XCTAssertEqual(destination.label, Label(id: 5, name: "Persian"))
    }
}
