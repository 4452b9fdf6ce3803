import CleanSwift
import SampleLabelEditor
import XCTest

/// Seed 003, rule 2, in XCTest: the seed's own spec ("getLabelList must be called"), plus the
/// failed-save path.
final class CommunityCardLabelEditorInteractorTests: XCTestCase {
    private var interactor: CommunityCardLabelEditorInteractor!
    private var presenter: PresenterSpy!
    private var service: InterestServiceStub!

    override func setUp() {
        service = InterestServiceStub()
        interactor = CommunityCardLabelEditorInteractor(interestServiceWorker: service)
        presenter = PresenterSpy()
        interactor.presenter = presenter
        interactor.interestName = "Cats"
    }

    func testGetLabelList_CallsRenderLabelList() {
        // when
        interactor.getLabelList(.init())

        // then
        XCTAssertTrue(presenter.renderLabelListCalled)
        XCTAssertEqual(presenter.callCount("renderLabelList"), 1)
    }

    func testSave_ServiceFails_PresentsErrorAndKeepsBeforeLabels() {
        // given
        interactor.getLabelList(.init())
        service.saveLabelsStub.handler = { _ in .error(LabelEditorError.saveFailed) }

        // when
        interactor.save(.init())

        // then
        let response = presenter.lastArgument(of: "presentSaveLabels", as: CommunityCardLabelEditorModels.Save.Response.self)
        XCTAssertEqual(response?.result.errorValue as? LabelEditorError, .saveFailed)
        XCTAssertEqual(interactor.beforeCardLabels, InterestServiceStub.labels)
    }
}
