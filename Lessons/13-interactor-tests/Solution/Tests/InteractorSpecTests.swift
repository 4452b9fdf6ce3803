import InteractorTesting
import Rx
import RxTesting
import XCTest

/// Lesson 13, reference tests: the seed's interactor spec, with a worker stub and a
/// PresenterSpy. They pass on the reference interactor and catch every seeded bug in Mutants/.
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

    func testGetLabelList_AsksForTheLabelsOfTheInterest() {
        interactor.getLabelList(.init())
        XCTAssertEqual(service.requestedInterests, ["Cats"])
    }

    func testGetLabelList_PassesTheLabelsToThePresenterOnly() {
        interactor.getLabelList(.init())
        XCTAssertFalse(presenter.presentCreateLabelCalled)
        guard case .success(let labels)? = presenter.renderLabelListResponse?.result else {
            return XCTFail("expected a success response, got \(String(describing: presenter.renderLabelListResponse?.result))")
        }
        XCTAssertEqual(labels, service.labels)
    }

    func testGetLabelList_KeepsTheLabelsInTheDataStore() {
        interactor.getLabelList(.init())
        XCTAssertEqual(interactor.beforeCardLabels, service.labels)
    }

    func testGetLabelList_ServiceFailureIsAnErrorResponse() {
        service.failing = true
        interactor.getLabelList(.init())
        guard case .error(let error)? = presenter.renderLabelListResponse?.result else {
            return XCTFail("with a failing service, expected an error response, got \(String(describing: presenter.renderLabelListResponse?.result))")
        }
        XCTAssertEqual(error as? StubError, .offline)
    }

    func testCreateLabel_PresentsTheLabelNamedAsTyped() {
        interactor.createLabel(.init(name: "Kittens"))
        XCTAssertFalse(presenter.renderLabelListCalled)
        guard case .success(let label)? = presenter.presentCreateLabelResponse?.result else {
            return XCTFail("expected a success response, got \(String(describing: presenter.presentCreateLabelResponse?.result))")
        }
        XCTAssertEqual(label, VingleLabel(id: 100, name: "Kittens"))
    }
}

enum StubError: Error, Equatable {
    case offline
}

/// Stands in for the interest service: canned answers at once, and a record of what was asked.
final class InterestServiceStub: InterestServiceProtocol {
    var failing = false
    let labels = [VingleLabel(id: 3, name: "Tabby"), VingleLabel(id: 8, name: "Siamese")]
    private(set) var requestedInterests: [String] = []

    func getLabels(interest: String) -> Observable<[VingleLabel]> {
        requestedInterests.append(interest)
        return failing ? .error(StubError.offline) : .just(labels)
    }

    func createLabel(_ name: String, labelName: String, priority: Int?) -> Observable<VingleLabel> {
        failing ? .error(StubError.offline) : .just(VingleLabel(id: 100, name: labelName))
    }
}

/// Stands in for the presenter: records what the interactor told it.
final class PresenterSpy: CommunityCardLabelEditorPresenterLogic {
    private(set) var renderLabelListCalled = false
    private(set) var renderLabelListResponse: CommunityCardLabelEditorModels.LabelList.Response?
    private(set) var presentCreateLabelCalled = false
    private(set) var presentCreateLabelResponse: CommunityCardLabelEditorModels.Create.Response?

    func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response) {
        renderLabelListCalled = true
        renderLabelListResponse = response
    }

    func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response) {
        presentCreateLabelCalled = true
        presentCreateLabelResponse = response
    }
}
