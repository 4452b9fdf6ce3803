import InteractorTesting
import Rx
import RxTesting
import XCTest

/// Lesson 08's checks: the seed's interactor spec, run with your stub and spy.
/// Do not edit: `check` compares this file with the shipped copy.
final class InteractorSpecTests: XCTestCase {
    private var interactor: CommunityCardLabelEditorInteractor!
    private var service: InterestServiceStub!
    private var presenter: PresenterSpy!

    override func setUp() {
        service = InterestServiceStub()
        interactor = CommunityCardLabelEditorInteractor(interestServiceWorker: service)
        interactor.interestName = "Cats"
        presenter = PresenterSpy()
        interactor.presenter = presenter
    }

    func testGetLabelList_CallsRenderLabelListOnly() {
        interactor.getLabelList(.init())
        XCTAssertTrue(presenter.renderLabelListCalled, "getLabelList should reach the presenter: the spy should record renderLabelList")
        XCTAssertFalse(presenter.presentCreateLabelCalled, "the spy must only record calls that happened")
    }

    func testGetLabelList_PassesTheStubsLabels() {
        interactor.getLabelList(.init())
        guard case .success(let labels)? = presenter.renderLabelListResponse?.result else {
            return XCTFail("the spy should hold a success response, got \(String(describing: presenter.renderLabelListResponse?.result))")
        }
        XCTAssertEqual(labels, [VingleLabel.allLabel(), VingleLabel.bestVingleLabel()],
                       "the stub's two labels should reach the presenter")
    }

    func testGetLabelList_ServiceFailureIsAnErrorResponse() {
        service.failing = true
        interactor.getLabelList(.init())
        guard case .error(let error)? = presenter.renderLabelListResponse?.result else {
            return XCTFail("with a failing stub the spy should hold an error response, got \(String(describing: presenter.renderLabelListResponse?.result))")
        }
        XCTAssertEqual(error as? StubError, .offline)
    }

    func testCreateLabel_CallsPresentCreateLabelWithTheNewLabel() {
        interactor.createLabel(.init(name: "Kittens"))
        XCTAssertTrue(presenter.presentCreateLabelCalled, "createLabel should reach the presenter")
        XCTAssertFalse(presenter.renderLabelListCalled, "the spy must only record calls that happened")
        guard case .success(let label)? = presenter.presentCreateLabelResponse?.result else {
            return XCTFail("the spy should hold a success response")
        }
        XCTAssertEqual(label, VingleLabel(id: 100, name: "Kittens"))
    }

    /// "Worker는 별도로 Stub Test": the stub itself answers once and completes, at once.
    func testStub_AnswersOnceAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { self.service.getLabels(interest: "Cats") }
        XCTAssertEqual(observer.events, [.next(200, [VingleLabel.allLabel(), VingleLabel.bestVingleLabel()]), .completed(200)])
    }
}
