// Lesson 09: the display spy. Reference solution.

/// Stands in for the view controller: keeps the last view model of each kind.
public final class DisplaySpy: CommunityCardLabelEditorDisplayLogic {
    public private(set) var displayLabelListOutput: CommunityCardLabelEditorModels.LabelList.ViewModel?
    public private(set) var displayCreateLabelOutput: CommunityCardLabelEditorModels.Create.ViewModel?

    public init() {}

    public func displayLabelList(_ viewModel: CommunityCardLabelEditorModels.LabelList.ViewModel) {
        displayLabelListOutput = viewModel
    }

    public func displayCreateLabelResult(_ viewModel: CommunityCardLabelEditorModels.Create.ViewModel) {
        displayCreateLabelOutput = viewModel
    }
}
