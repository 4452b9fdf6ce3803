// Lesson 12: the presenter writes every word the user reads.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check models`).

public final class LabelEditorPresenter: LabelEditorPresenterLogic {
    public weak var viewController: LabelEditorDisplayLogic?

    public init() {}

    /// Success: `"Added #Kittens"`. Failures (errors): `"A label needs a name"` and
    /// `"#Kittens already exists"`.
    public func presentCreateLabel(_ response: LabelEditorModels.Create.Response) {
        // TODO: build the Create.ViewModel and call displayCreateLabelResult.
    }

    /// `"Removed #Kittens"`, or `"That label is already gone"` when nothing was removed.
    public func presentRemoveLabel(_ response: LabelEditorModels.Remove.Response) {
        // TODO: build the Remove.ViewModel and call displayRemoveLabelResult.
    }
}
