import CleanSwift
import SampleLabelEditor
import XCTest

/// Seed 003, rule 3, in XCTest: the presenter with a DisplaySpy; does each response become
/// the expected view model, on success and on failure?
final class CommunityCardLabelEditorPresenterTests: XCTestCase {
    private var presenter: CommunityCardLabelEditorPresenter!
    private var displaySpy: DisplaySpy!

    override func setUp() {
        presenter = CommunityCardLabelEditorPresenter()
        displaySpy = DisplaySpy()
        presenter.viewController = displaySpy
    }

    func testLabelList_Success_DisplaysOneItemPerLabel() throws {
        // given
        let labels = [try XCTUnwrap(VingleLabel.allLabel()), try XCTUnwrap(VingleLabel.bestVingleLabel())]

        // when
        presenter.renderLabelList(.init(result: .success(labels)))

        // then
        switch displaySpy.displayLabelListOutput?.result {
        case .items(let items)?:
            XCTAssertEqual(items.count, 2)
            XCTAssertEqual(items.map(\.title), ["All", "Best"])
        default:
            XCTFail("expected items, got \(String(describing: displaySpy.displayLabelListOutput))")
        }
    }

    func testLabelList_Failure_DisplaysFailedMessage() {
        // when
        presenter.renderLabelList(.init(result: .error(nil)))

        // then
        switch displaySpy.displayLabelListOutput?.result {
        case .errorMessage(let message)?:
            XCTAssertEqual(message, L("Failed"))
        default:
            XCTFail("expected an error message, got \(String(describing: displaySpy.displayLabelListOutput))")
        }
    }

    func testCreate_Duplicate_DisplaysMessageNamingTheLabel() {
        // when
        presenter.presentCreateLabel(.init(result: .error(LabelEditorError.duplicateName("Best"))))

        // then
        let viewModel = displaySpy.lastArgument(of: "displayCreateLabelResult", as: CommunityCardLabelEditorModels.Create.ViewModel.self)
        XCTAssertEqual(viewModel?.result, .errorMessage("'Best': " + L("DuplicateLabelName")))
    }

    func testSave_Failure_DisplaysRetryMessage() {
        // when
        presenter.presentSaveLabels(.init(result: .error(LabelEditorError.saveFailed)))

        // then
        let viewModel = displaySpy.lastArgument(of: "displaySaveLabelsResult", as: CommunityCardLabelEditorModels.Save.ViewModel.self)
        XCTAssertEqual(viewModel?.result, .errorMessage(L("SaveFailed")))
    }
}
