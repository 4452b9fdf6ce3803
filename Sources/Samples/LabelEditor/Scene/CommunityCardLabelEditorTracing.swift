import CleanSwift
import Rx

// Traced proxies for the label editor's boundaries: one line per protocol method, wired by
// the configurator; the interactor, presenter and controller hold no tracing code.

final class TracedLabelEditorInteractor: TracedBoundary<any CommunityCardLabelEditorInteractorLogic>, CommunityCardLabelEditorInteractorLogic {
    func getLabelList(_ req: CommunityCardLabelEditorModels.LabelList.Request) { forward(req) { $0.getLabelList(req) } }
    func createLabel(_ req: CommunityCardLabelEditorModels.Create.Request) { forward(req.name) { $0.createLabel(req) } }
    func removeLabel(_ req: CommunityCardLabelEditorModels.Remove.Request) { forward(req.labelID) { $0.removeLabel(req) } }
    func save(_ req: CommunityCardLabelEditorModels.Save.Request) { forward(req) { $0.save(req) } }
}

final class TracedInterestService: TracedBoundary<any InterestServiceProtocol>, InterestServiceProtocol {
    func getLabels(interest: String) -> Observable<[VingleLabel]> {
        forward(interest) { $0.getLabels(interest: interest) }
    }

    func createLabel(_ name: String, labelName: String, priority: Int?) -> Observable<VingleLabel> {
        forward(labelName) { $0.createLabel(name, labelName: labelName, priority: priority) }
    }

    func saveLabels(_ name: String, labels: [VingleLabel]) -> Observable<[VingleLabel]> {
        forward(LabelCount(labels.count)) { $0.saveLabels(name, labels: labels) }
    }
}

final class TracedLabelEditorPresenter: TracedBoundary<any CommunityCardLabelEditorPresenterLogic>, CommunityCardLabelEditorPresenterLogic {
    func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response) { forward(response) { $0.renderLabelList(response) } }
    func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response) { forward(response) { $0.presentCreateLabel(response) } }
    func presentRemoveLabel(_ response: CommunityCardLabelEditorModels.Remove.Response) { forward(response) { $0.presentRemoveLabel(response) } }
    func presentSaveLabels(_ response: CommunityCardLabelEditorModels.Save.Response) { forward(response) { $0.presentSaveLabels(response) } }
}

final class TracedLabelEditorDisplay: TracedBoundary<any CommunityCardLabelEditorDisplayLogic>, CommunityCardLabelEditorDisplayLogic {
    func displayLabelList(_ viewModel: CommunityCardLabelEditorModels.LabelList.ViewModel) { forward(viewModel) { $0.displayLabelList(viewModel) } }
    func displayCreateLabelResult(_ viewModel: CommunityCardLabelEditorModels.Create.ViewModel) { forward(viewModel.result) { $0.displayCreateLabelResult(viewModel) } }
    func displayRemoveLabelResult(_ viewModel: CommunityCardLabelEditorModels.Remove.ViewModel) { forward(viewModel.result) { $0.displayRemoveLabelResult(viewModel) } }
    func displaySaveLabelsResult(_ viewModel: CommunityCardLabelEditorModels.Save.ViewModel) { forward(viewModel.result) { $0.displaySaveLabelsResult(viewModel) } }
}

final class TracedLabelEditorRouter: TracedBoundary<any CommunityCardLabelEditorRoutingLogic & CommunityCardLabelEditorDataPassing>, CommunityCardLabelEditorRoutingLogic, CommunityCardLabelEditorDataPassing {
    var dataStore: CommunityCardLabelEditorDataStore? { target?.dataStore }
    func routeToCard() { forward(LabelCount(dataStore?.beforeCardLabels.count ?? 0)) { $0.routeToCard() } }
}

/// `3 labels`, for trace lines.
struct LabelCount: TraceSummarizable {
    let count: Int
    init(_ count: Int) { self.count = count }
    var traceSummary: String { count == 1 ? "1 label" : "\(count) labels" }
}
