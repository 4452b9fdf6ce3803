import PresenterTesting
import XCTest

/// Lesson 14, reference tests: the seed's presenter spec with its DisplaySpy. They pass on the
/// reference presenter and catch every seeded bug in Mutants/.
final class PresenterSpecTests: XCTestCase {
    private struct Offline: Error {}
    private var presenter: CommunityCardLabelEditorPresenter!
    private var displaySpy: DisplaySpy!

    override func setUp() {
        presenter = CommunityCardLabelEditorPresenter()
        displaySpy = DisplaySpy()
        presenter.viewController = displaySpy
    }

    /// LabelList, 성공 (success).
    func testRenderLabelList_Success() {
        let labels = [VingleLabel.allLabel(), VingleLabel.bestVingleLabel()]
        presenter.renderLabelList(.init(result: .success(labels)))
        switch displaySpy.displayLabelListOutput?.result {
        case .items(let items):
            XCTAssertEqual(items.count, 2)
            XCTAssertEqual(items, [.init(id: 1, title: "All"), .init(id: 2, title: "Best")])
        default:
            XCTFail("expected .items in the spy, got \(String(describing: displaySpy.displayLabelListOutput))")
        }
    }

    /// LabelList, 실패 (failure).
    func testRenderLabelList_Failure() {
        presenter.renderLabelList(.init(result: .error(nil)))
        switch displaySpy.displayLabelListOutput?.result {
        case .errorMessage(let message):
            XCTAssertEqual(message, "Failed")
        default:
            XCTFail("expected .errorMessage in the spy, got \(String(describing: displaySpy.displayLabelListOutput))")
        }
    }

    func testPresentCreateLabel_Success() {
        presenter.presentCreateLabel(.init(result: .success(VingleLabel(id: 7, name: "Kittens"))))
        XCTAssertEqual(displaySpy.displayCreateLabelOutput, .init(result: .created(.init(id: 7, title: "Kittens"))))
    }

    func testPresentCreateLabel_Failure() {
        presenter.presentCreateLabel(.init(result: .error(Offline())))
        XCTAssertEqual(displaySpy.displayCreateLabelOutput, .init(result: .errorMessage("Failed")))
    }

    func testSpy_KeepsOnlyTheLastViewModel() {
        presenter.renderLabelList(.init(result: .error(nil)))
        presenter.renderLabelList(.init(result: .success([VingleLabel.allLabel()])))
        XCTAssertEqual(displaySpy.displayLabelListOutput, .init(result: .items([.init(id: 1, title: "All")])),
                       "after two calls the spy should hold the second view model")
    }
}

/// Stands in for the view controller: keeps the last view model of each kind.
final class DisplaySpy: CommunityCardLabelEditorDisplayLogic {
    private(set) var displayLabelListOutput: CommunityCardLabelEditorModels.LabelList.ViewModel?
    private(set) var displayCreateLabelOutput: CommunityCardLabelEditorModels.Create.ViewModel?

    func displayLabelList(_ viewModel: CommunityCardLabelEditorModels.LabelList.ViewModel) {
        displayLabelListOutput = viewModel
    }

    func displayCreateLabelResult(_ viewModel: CommunityCardLabelEditorModels.Create.ViewModel) {
        displayCreateLabelOutput = viewModel
    }
}
