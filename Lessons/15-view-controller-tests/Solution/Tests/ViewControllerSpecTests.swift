import ViewControllerTesting
import XCTest

/// Lesson 15, reference tests: the view controller spec with a BusinessLogicSpy. They pass on
/// the reference view controller and catch every seeded bug in Mutants/.
final class ViewControllerSpecTests: XCTestCase {
    private var viewController: LabelEditorViewController!
    private var interactor: BusinessLogicSpy!

    override func setUp() {
        viewController = LabelEditorViewController()
        interactor = BusinessLogicSpy()
        viewController.interactor = interactor
    }

    func testViewDidLoad_AsksForTheLabelsOnce() {
        viewController.viewDidLoad()
        XCTAssertEqual(interactor.getLabelListCallCount, 1)
        XCTAssertEqual(interactor.createLabelRequests, [])
    }

    func testTapCreate_SendsTheTrimmedName() {
        viewController.nameField = "  Kittens "
        viewController.tapCreate()
        XCTAssertEqual(interactor.createLabelRequests, [.init(name: "Kittens")])
    }

    func testTapCreate_WithABlankFieldAsksNothing() {
        viewController.nameField = "   "
        viewController.tapCreate()
        XCTAssertEqual(interactor.createLabelRequests, [])
    }

    func testDisplayLabelList_ShowsTheTitlesInOrder() {
        viewController.displayLabelList(.init(result: .titles(["Tabby", "Siamese"])))
        XCTAssertEqual(viewController.rows, ["Tabby", "Siamese"])
        XCTAssertNil(viewController.errorText)
    }

    func testDisplayLabelList_ShowsTheError() {
        viewController.displayLabelList(.init(result: .errorMessage("Failed")))
        XCTAssertEqual(viewController.errorText, "Failed")
    }

    func testDisplayCreateLabelResult_AddsTheRowAndClearsTheField() {
        viewController.nameField = "Kittens"
        viewController.displayCreateLabelResult(.init(result: .created(title: "Kittens")))
        XCTAssertEqual(viewController.rows, ["Kittens"])
        XCTAssertEqual(viewController.nameField, "")
    }
}

/// Stands in for the interactor: records every request the view controller sent.
final class BusinessLogicSpy: LabelEditorBusinessLogic {
    private(set) var getLabelListCallCount = 0
    private(set) var createLabelRequests: [LabelEditorModels.Create.Request] = []

    func getLabelList(_ request: LabelEditorModels.LabelList.Request) {
        getLabelListCallCount += 1
    }

    func createLabel(_ request: LabelEditorModels.Create.Request) {
        createLabelRequests.append(request)
    }
}
