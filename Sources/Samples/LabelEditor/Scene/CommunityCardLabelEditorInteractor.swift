import Rx

/// What the label editor's view asks of its interactor (seed 003's four use cases).
public protocol CommunityCardLabelEditorInteractorLogic: AnyObject {
    func getLabelList(_ req: CommunityCardLabelEditorModels.LabelList.Request)
    func createLabel(_ req: CommunityCardLabelEditorModels.Create.Request)
    func removeLabel(_ req: CommunityCardLabelEditorModels.Remove.Request)
    func save(_ req: CommunityCardLabelEditorModels.Save.Request)
}

/// What the label editor keeps for routers: passed in before it shows, read back after a save.
public protocol CommunityCardLabelEditorDataStore: AnyObject {
    /// The card's labels as last loaded or saved.
    var beforeCardLabels: [VingleLabel] { get set }
    /// The interest whose labels are edited.
    var interestName: String? { get set }
}

/// Runs the four use cases through the worker and hands each outcome to the presenter.
/// Single-threaded by contract: called on the scene's scheduler.
public final class CommunityCardLabelEditorInteractor: CommunityCardLabelEditorDataStore & CommunityCardLabelEditorInteractorLogic {
    public var presenter: CommunityCardLabelEditorPresenterLogic?

    public var beforeCardLabels: [VingleLabel] = []
    public var interestName: String?
    /// The labels in the editor now: `beforeCardLabels` plus creations, minus removals.
    public private(set) var editingLabels: [VingleLabel] = []

    private var worker: CommunityCardLabelEditorWorker
    private let disposeBag = DisposeBag()

    /// The seed's initializer: the interactor talks to the service through its worker.
    public init(interestServiceWorker: InterestServiceProtocol) {
        self.worker = CommunityCardLabelEditorWorker(service: interestServiceWorker)
    }

    public func getLabelList(_ req: CommunityCardLabelEditorModels.LabelList.Request) {
        guard let interest = interestName else {
            presenter?.renderLabelList(.init(result: .error(LabelEditorError.noInterest)))
            return
        }
        worker.getLabelList(.init(interest: interest))
            .subscribe(onNext: { [weak self] labels in
                self?.beforeCardLabels = labels
                self?.editingLabels = labels
                self?.presenter?.renderLabelList(.init(result: .success(labels)))
            }, onError: { [weak self] error in
                self?.presenter?.renderLabelList(.init(result: .error(error)))
            })
            .disposed(by: disposeBag)
    }

    public func createLabel(_ req: CommunityCardLabelEditorModels.Create.Request) {
        guard let interest = interestName else {
            presenter?.presentCreateLabel(.init(result: .error(LabelEditorError.noInterest)))
            return
        }
        worker.createLabel(.init(interest: interest, name: req.name, existing: editingLabels))
            .subscribe(onNext: { [weak self] label in
                self?.editingLabels.append(label)
                self?.presenter?.presentCreateLabel(.init(result: .success(label)))
            }, onError: { [weak self] error in
                self?.presenter?.presentCreateLabel(.init(result: .error(error)))
            })
            .disposed(by: disposeBag)
    }

    public func removeLabel(_ req: CommunityCardLabelEditorModels.Remove.Request) {
        guard let index = editingLabels.firstIndex(where: { $0.id == req.labelID }) else {
            presenter?.presentRemoveLabel(.init(result: .error(LabelEditorError.labelNotFound(id: req.labelID))))
            return
        }
        let removed = editingLabels.remove(at: index)
        presenter?.presentRemoveLabel(.init(result: .success(removed)))
    }

    public func save(_ req: CommunityCardLabelEditorModels.Save.Request) {
        guard let interest = interestName else {
            presenter?.presentSaveLabels(.init(result: .error(LabelEditorError.noInterest)))
            return
        }
        worker.save(interest: interest, labels: editingLabels)
            .subscribe(onNext: { [weak self] saved in
                self?.beforeCardLabels = saved
                self?.presenter?.presentSaveLabels(.init(result: .success(saved)))
            }, onError: { [weak self] error in
                self?.presenter?.presentSaveLabels(.init(result: .error(error)))
            })
            .disposed(by: disposeBag)
    }
}
