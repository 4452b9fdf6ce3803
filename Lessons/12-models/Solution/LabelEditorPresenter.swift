// Lesson 12: the presenter writes every word the user reads. Reference solution.

public final class LabelEditorPresenter: LabelEditorPresenterLogic {
    public weak var viewController: LabelEditorDisplayLogic?

    public init() {}

    /// Success: `"Added #Kittens"`. Failures (errors): `"A label needs a name"` and
    /// `"#Kittens already exists"`.
    public func presentCreateLabel(_ response: LabelEditorModels.Create.Response) {
        let viewModel: LabelEditorModels.Create.ViewModel
        switch response.result {
        case .success(let label):
            viewModel = .init(message: "Added #\(label.name)", isError: false)
        case .failure(.emptyName):
            viewModel = .init(message: "A label needs a name", isError: true)
        case .failure(.duplicate(let name)):
            viewModel = .init(message: "#\(name) already exists", isError: true)
        }
        viewController?.displayCreateLabelResult(viewModel)
    }

    /// `"Removed #Kittens"`, or `"That label is already gone"` when nothing was removed.
    public func presentRemoveLabel(_ response: LabelEditorModels.Remove.Response) {
        let message = response.removed.map { "Removed #\($0.name)" } ?? "That label is already gone"
        viewController?.displayRemoveLabelResult(.init(message: message))
    }
}
