import ViewControllerTesting
import XCTest

// Lesson 15: you write the view controller's spec, the third leg of the Clean Swift test
// template. The view controller (in Reference/) is finished and correct; `check` runs these
// tests against it (they must pass) and against view controllers with seeded bugs (each must
// make at least one test fail). Fill in each `// TODO`; add tests freely.

final class ViewControllerSpecTests: XCTestCase {
    private var viewController: LabelEditorViewController!
    private var interactor: BusinessLogicSpy!

    override func setUp() {
        viewController = LabelEditorViewController()
        interactor = BusinessLogicSpy()
        viewController.interactor = interactor
    }

    func testViewDidLoad() {
        // TODO: when the screen appears, the interactor is asked for the labels, once.
    }

    func testTapCreate() {
        // TODO: Create sends what the user typed (tidied up), and nothing for a blank field.
    }

    func testDisplay() {
        // TODO: what the presenter hands over shows on screen: the rows, the error line, and a
        // created label (which also empties the name field).
    }
}

/// Stands in for the interactor (`LabelEditorBusinessLogic`): the view controller's output.
final class BusinessLogicSpy: LabelEditorBusinessLogic {
    func getLabelList(_ request: LabelEditorModels.LabelList.Request) {
        // TODO: record the call, for the tests to count.
    }

    func createLabel(_ request: LabelEditorModels.Create.Request) {
        // TODO: record the request, for the tests to read.
    }
}
