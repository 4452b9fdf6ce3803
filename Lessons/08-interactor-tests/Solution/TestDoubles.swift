import Rx

// Lesson 08: the test doubles. Reference solution.

/// What the stub fails with when `failing` is true.
public enum StubError: Error, Equatable {
    case offline
}

/// Stands in for the interest service: canned answers, no network, no delay.
public final class InterestServiceStub: InterestServiceProtocol {
    /// When true, every call fails with `StubError.offline`.
    public var failing = false

    public init() {}

    /// `[VingleLabel.allLabel(), VingleLabel.bestVingleLabel()]`, then completes.
    public func getLabels(interest: String) -> Observable<[VingleLabel]> {
        failing ? Observable.error(StubError.offline) : Observable.just([VingleLabel.allLabel(), VingleLabel.bestVingleLabel()])
    }

    /// `VingleLabel(id: 100, name: labelName)`, then completes.
    public func createLabel(_ name: String, labelName: String, priority: Int?) -> Observable<VingleLabel> {
        failing ? Observable.error(StubError.offline) : Observable.just(VingleLabel(id: 100, name: labelName))
    }
}

/// Stands in for the presenter: records what the interactor told it.
public final class PresenterSpy: CommunityCardLabelEditorPresenterLogic {
    public private(set) var renderLabelListCalled = false
    public private(set) var renderLabelListResponse: CommunityCardLabelEditorModels.LabelList.Response?
    public private(set) var presentCreateLabelCalled = false
    public private(set) var presentCreateLabelResponse: CommunityCardLabelEditorModels.Create.Response?

    public init() {}

    public func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response) {
        renderLabelListCalled = true
        renderLabelListResponse = response
    }

    public func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response) {
        presentCreateLabelCalled = true
        presentCreateLabelResponse = response
    }
}
