/// What the label editor's interactor hands its presenter (the seed's names).
public protocol CommunityCardLabelEditorPresenterLogic: AnyObject {
    func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response)
    func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response)
    func presentRemoveLabel(_ response: CommunityCardLabelEditorModels.Remove.Response)
    func presentSaveLabels(_ response: CommunityCardLabelEditorModels.Save.Response)
}

/// Turns outcomes into rows and messages. Every failure becomes a message the learner can
/// act on; a list failure reads `L("Failed")`, as the seed's test expects.
public final class CommunityCardLabelEditorPresenter: CommunityCardLabelEditorPresenterLogic {
    public weak var viewController: CommunityCardLabelEditorDisplayLogic?

    public init() {}

    public func renderLabelList(_ response: CommunityCardLabelEditorModels.LabelList.Response) {
        switch response.result {
        case .success(let labels):
            viewController?.displayLabelList(.init(result: .items(labels.map(Self.item))))
        case .error:
            viewController?.displayLabelList(.init(result: .errorMessage(L("Failed"))))
        }
    }

    public func presentCreateLabel(_ response: CommunityCardLabelEditorModels.Create.Response) {
        switch response.result {
        case .success(let label):
            viewController?.displayCreateLabelResult(.init(result: .created(Self.item(label))))
        case .error(let error):
            viewController?.displayCreateLabelResult(.init(result: .errorMessage(Self.message(for: error))))
        }
    }

    public func presentRemoveLabel(_ response: CommunityCardLabelEditorModels.Remove.Response) {
        switch response.result {
        case .success(let label):
            viewController?.displayRemoveLabelResult(.init(result: .removed(id: label.id)))
        case .error(let error):
            viewController?.displayRemoveLabelResult(.init(result: .errorMessage(Self.message(for: error))))
        }
    }

    public func presentSaveLabels(_ response: CommunityCardLabelEditorModels.Save.Response) {
        switch response.result {
        case .success(let labels):
            viewController?.displaySaveLabelsResult(.init(result: .saved(count: labels.count)))
        case .error(let error):
            viewController?.displaySaveLabelsResult(.init(result: .errorMessage(Self.message(for: error))))
        }
    }

    private static func item(_ label: VingleLabel) -> CommunityCardLabelEditorModels.LabelItem {
        .init(id: label.id, title: label.name)
    }

    private static func message(for error: Error?) -> String {
        switch error as? LabelEditorError {
        case .emptyName?: return L("EmptyLabelName")
        case .duplicateName(let name)?: return "'\(name)': " + L("DuplicateLabelName")
        case .labelNotFound?: return L("LabelNotFound")
        case .noInterest?, .unknownInterest?: return L("NoInterest")
        case .saveFailed?: return L("SaveFailed")
        case nil: return L("Failed")
        }
    }
}
