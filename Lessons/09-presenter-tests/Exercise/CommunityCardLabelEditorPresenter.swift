// Lesson 09: the presenter. Fill in each `// TODO`, then type `check` in archlab
// (or run `archlab check presenter-tests`).

public final class CommunityCardLabelEditorPresenter: CommunityCardLabelEditorPresenterLogic {
    public weak var viewController: CommunityCardLabelEditorDisplayLogic?

    public init() {}

    /// Success: one `LabelItem(id:title:)` per label, in order. Error: `failedMessage`.
    public func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response) {
        // TODO: build the LabelList.ViewModel and call `displayLabelList`.
    }

    /// Success: `.created` with the new label's item. Error: `failedMessage`.
    public func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response) {
        // TODO: build the Create.ViewModel and call `displayCreateLabelResult`.
    }
}
