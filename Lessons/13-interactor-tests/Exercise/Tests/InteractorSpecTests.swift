import InteractorTesting
import Rx
import RxTesting
import XCTest

// Lesson 13: you write the interactor's spec. The interactor (in Reference/) is finished and
// correct; `check` runs these tests against it (they must pass) and against interactors with
// seeded bugs (each must make at least one test fail). Fill in each `// TODO`; add tests freely.

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

    func testGetLabelList() {
        // TODO: loading asks the service about the scene's interest, hands the service's labels
        // to the presenter (and only to `renderLabelList`), and keeps them in the data store.
    }

    func testGetLabelList_ServiceFailure() {
        // TODO: when the service fails, the presenter still hears about it, as an error.
    }

    func testCreateLabel() {
        // TODO: creating hands the presenter the label the service made from the typed name.
    }
}

/// What the stub fails with when `failing` is true.
enum StubError: Error, Equatable {
    case offline
}

/// Stands in for the interest service (the worker): fixed answers, no network, no delay.
final class InterestServiceStub: InterestServiceProtocol {
    var failing = false

    func getLabels(interest: String) -> Observable<[VingleLabel]> {
        // TODO: answer some labels at once (or fail when `failing`), and remember what was asked.
        .empty()
    }

    func createLabel(_ name: String, labelName: String, priority: Int?) -> Observable<VingleLabel> {
        // TODO: answer a label made from `labelName` (or fail when `failing`).
        .empty()
    }
}

/// Stands in for the presenter: records what the interactor told it.
final class PresenterSpy: CommunityCardLabelEditorPresenterLogic {
    func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response) {
        // TODO: record the call and its response, for the tests to read.
    }

    func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response) {
        // TODO: record the call and its response, for the tests to read.
    }
}
