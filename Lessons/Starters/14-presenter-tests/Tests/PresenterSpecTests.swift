import PresenterTesting
import XCTest

// Lesson 14: you write the presenter's spec. The presenter (in Reference/) is finished and
// correct; `check` runs these tests against it (they must pass) and against presenters with
// seeded bugs (each must make at least one test fail). Fill in each `// TODO`.

final class PresenterSpecTests: XCTestCase {
    private struct Offline: Error {}
    private var presenter: CommunityCardLabelEditorPresenter!
    private var displaySpy: DisplaySpy!

    override func setUp() {
        presenter = CommunityCardLabelEditorPresenter()
        displaySpy = DisplaySpy()
        presenter.viewController = displaySpy
    }

    func testRenderLabelList_Success() {
        // TODO: a successful response with more than one label should reach the view as one
        // row per label, in the same order, each with the label's id and name.
    }

    func testRenderLabelList_Failure() {
        // TODO: a failed response should reach the view as the error message.
    }

    func testPresentCreateLabel_Success() {
        // TODO: a created label should reach the view as a `.created` row.
    }

    func testPresentCreateLabel_Failure() {
        // TODO: a failed creation should reach the view as the error message.
    }
}

/// Stands in for the view controller (`CommunityCardLabelEditorDisplayLogic`): the presenter's
/// only output. Your tests read what it was told.
final class DisplaySpy: CommunityCardLabelEditorDisplayLogic {
    private(set) var displayLabelListOutput: CommunityCardLabelEditorModels.LabelList.ViewModel?
    private(set) var displayCreateLabelOutput: CommunityCardLabelEditorModels.Create.ViewModel?

    func displayLabelList(_ viewModel: CommunityCardLabelEditorModels.LabelList.ViewModel) {
        // TODO: keep what the presenter told the view, for the tests to read.
    }

    func displayCreateLabelResult(_ viewModel: CommunityCardLabelEditorModels.Create.ViewModel) {
        // TODO: keep what the presenter told the view, for the tests to read.
    }
}
