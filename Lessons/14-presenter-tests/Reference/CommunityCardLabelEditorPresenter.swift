// Lesson 14: the presenter under test (the correct one). Sealed: `check` runs your tests against it and against seeded bugs.

public final class CommunityCardLabelEditorPresenter: CommunityCardLabelEditorPresenterLogic {
    public weak var viewController: CommunityCardLabelEditorDisplayLogic?

    public init() {}

    /// Success: one `LabelItem(id:title:)` per label, in order. Error: `failedMessage`.
    public func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response) {
        let result: CommunityCardLabelEditorModels.LabelList.ViewModel.Result
        switch response.result {
        case .success(let labels):
            result = .items(labels.map { CommunityCardLabelEditorModels.LabelItem(id: $0.id, title: $0.name) })
        case .error:
            result = .errorMessage(failedMessage)
        }
        viewController?.displayLabelList(.init(result: result))
    }

    /// Success: `.created` with the new label's item. Error: `failedMessage`.
    public func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response) {
        let result: CommunityCardLabelEditorModels.Create.ViewModel.Result
        switch response.result {
        case .success(let label):
            result = .created(.init(id: label.id, title: label.name))
        case .error:
            result = .errorMessage(failedMessage)
        }
        viewController?.displayCreateLabelResult(.init(result: result))
    }
}
