import CleanSwift
import Rx
import SampleLabelEditor

// Test doubles for the label editor, in seed 003's shapes, shared by the XCTest and Swift
// Testing suites.

/// The seed's `InterestServiceStub`: answers at once with canned labels; each call is a `Stub`
/// so a test can change the answer and see the inputs.
final class InterestServiceStub: InterestServiceProtocol {
    static let labels = [VingleLabel.allLabel(), VingleLabel.bestVingleLabel()].compactMap { $0 }

    let getLabelsStub = Stub<String, Observable<[VingleLabel]>>(returning: .just(InterestServiceStub.labels))
    let createLabelStub = Stub<String, Observable<VingleLabel>> { name in .just(VingleLabel(id: 10, name: name, priority: 2)) }
    let saveLabelsStub = Stub<[VingleLabel], Observable<[VingleLabel]>> { labels in .just(labels) }

    func getLabels(interest: String) -> Observable<[VingleLabel]> { getLabelsStub(interest) }

    func createLabel(_ name: String, labelName: String, priority: Int?) -> Observable<VingleLabel> {
        createLabelStub(labelName)
    }

    func saveLabels(_ name: String, labels: [VingleLabel]) -> Observable<[VingleLabel]> { saveLabelsStub(labels) }
}

/// The seed's `PresenterSpy`, on the library's `Spy`: which presentation method was called,
/// in what order, with what.
final class PresenterSpy: Spy, CommunityCardLabelEditorPresenterLogic {
    func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response) { record(response) }
    func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response) { record(response) }
    func presentRemoveLabel(_ response: CommunityCardLabelEditorModels.Remove.Response) { record(response) }
    func presentSaveLabels(_ response: CommunityCardLabelEditorModels.Save.Response) { record(response) }

    /// The seed's flag.
    var renderLabelListCalled: Bool { wasCalled("renderLabelList") }
}

/// The seed's `DisplaySpy`: keeps the last view model of each display method.
final class DisplaySpy: Spy, CommunityCardLabelEditorDisplayLogic {
    func displayLabelList(_ viewModel: CommunityCardLabelEditorModels.LabelList.ViewModel) { record(viewModel) }
    func displayCreateLabelResult(_ viewModel: CommunityCardLabelEditorModels.Create.ViewModel) { record(viewModel) }
    func displayRemoveLabelResult(_ viewModel: CommunityCardLabelEditorModels.Remove.ViewModel) { record(viewModel) }
    func displaySaveLabelsResult(_ viewModel: CommunityCardLabelEditorModels.Save.ViewModel) { record(viewModel) }

    /// The seed's `displayLabelListOutput`.
    var displayLabelListOutput: CommunityCardLabelEditorModels.LabelList.ViewModel? {
        lastArgument(of: "displayLabelList")
    }
}

extension CommunityCardLabelEditorModels.ResponseResult {
    /// The success value, for assertions.
    var successValue: Value? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The error, for assertions; nil on success or for `.error(nil)`.
    var errorValue: Error? {
        if case .error(let error) = self { return error }
        return nil
    }
}
