import CleanSwift
import Rx

/// What the label editor's presenter hands its view (the seed's names).
public protocol CommunityCardLabelEditorDisplayLogic: AnyObject {
    func displayLabelList(_ viewModel: CommunityCardLabelEditorModels.LabelList.ViewModel)
    func displayCreateLabelResult(_ viewModel: CommunityCardLabelEditorModels.Create.ViewModel)
    func displayRemoveLabelResult(_ viewModel: CommunityCardLabelEditorModels.Remove.ViewModel)
    func displaySaveLabelsResult(_ viewModel: CommunityCardLabelEditorModels.Save.ViewModel)
}

/// The label editor's view controller, headless. Its requests are streams, each bound to
/// its interactor method in one line (`bindRequests(to:)`), which is what seed 003 wished
/// for instead of a hand-written `Binder` per method.
///
/// Single-threaded by contract: used on the scene's scheduler.
public final class CommunityCardLabelEditorController {
    public var interactor: CommunityCardLabelEditorInteractorLogic?
    public var router: (CommunityCardLabelEditorRoutingLogic & CommunityCardLabelEditorDataPassing)?

    /// Requests the view sends; the headless actions (and tests) push into them.
    public let labelListRequests = PublishRelay<CommunityCardLabelEditorModels.LabelList.Request>()
    public let createRequests = PublishRelay<CommunityCardLabelEditorModels.Create.Request>()
    public let removeRequests = PublishRelay<CommunityCardLabelEditorModels.Remove.Request>()
    public let saveRequests = PublishRelay<CommunityCardLabelEditorModels.Save.Request>()

    /// The rows on screen; nil until the list first arrives.
    public private(set) var items: [CommunityCardLabelEditorModels.LabelItem]?
    /// The last message under the list.
    public private(set) var message: String?
    /// The interest shown in the title.
    public var interestTitle = ""
    private let disposeBag = DisposeBag()

    public init() {}

    /// Connects each request stream to its interactor method. Called once by the
    /// configurator, after it has set `interactor`.
    public func bindRequests(to interactor: CommunityCardLabelEditorInteractorLogic) {
        labelListRequests.bind(to: interactor, CommunityCardLabelEditorInteractorLogic.getLabelList).disposed(by: disposeBag)
        createRequests.bind(to: interactor, CommunityCardLabelEditorInteractorLogic.createLabel).disposed(by: disposeBag)
        removeRequests.bind(to: interactor, CommunityCardLabelEditorInteractorLogic.removeLabel).disposed(by: disposeBag)
        saveRequests.bind(to: interactor, CommunityCardLabelEditorInteractorLogic.save).disposed(by: disposeBag)
    }
}

extension CommunityCardLabelEditorController: CommunityCardLabelEditorDisplayLogic {
    public func displayLabelList(_ viewModel: CommunityCardLabelEditorModels.LabelList.ViewModel) {
        switch viewModel.result {
        case .items(let rows):
            items = rows
            message = nil
        case .errorMessage(let text):
            message = text
        }
    }

    public func displayCreateLabelResult(_ viewModel: CommunityCardLabelEditorModels.Create.ViewModel) {
        switch viewModel.result {
        case .created(let item):
            items = (items ?? []) + [item]
            message = "Added '\(item.title)'. Type 'fire save' to keep it."
        case .errorMessage(let text):
            message = text
        }
    }

    public func displayRemoveLabelResult(_ viewModel: CommunityCardLabelEditorModels.Remove.ViewModel) {
        switch viewModel.result {
        case .removed(let id):
            items = items?.filter { $0.id != id }
            message = "Removed #\(id). Type 'fire save' to keep the change."
        case .errorMessage(let text):
            message = text
        }
    }

    public func displaySaveLabelsResult(_ viewModel: CommunityCardLabelEditorModels.Save.ViewModel) {
        switch viewModel.result {
        case .saved(let count):
            message = "Saved \(count) labels."
            router?.routeToCard()
        case .errorMessage(let text):
            message = text
        }
    }
}
