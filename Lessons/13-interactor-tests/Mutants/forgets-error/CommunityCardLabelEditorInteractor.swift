import Rx

// Lesson 13, seeded bug: an interactor that never tells the presenter when loading the labels fails.

public final class CommunityCardLabelEditorInteractor: CommunityCardLabelEditorInteractorLogic, CommunityCardLabelEditorDataStore {
    public var presenter: CommunityCardLabelEditorPresenterLogic?

    public var beforeCardLabels: [VingleLabel] = []
    public var interestName: String?

    private let worker: InterestServiceProtocol
    private let disposeBag = DisposeBag()

    public init(interestServiceWorker: InterestServiceProtocol) {
        self.worker = interestServiceWorker
    }

    public func getLabelList(_ req: CommunityCardLabelEditorModels.LabelList.Request) {
        worker.getLabels(interest: interestName ?? "")
            .subscribe(onNext: { [weak self] labels in
                self?.beforeCardLabels = labels
                self?.presenter?.renderLabelList(.init(result: .success(labels)))
            })
            .disposed(by: disposeBag)
    }

    public func createLabel(_ req: CommunityCardLabelEditorModels.Create.Request) {
        worker.createLabel(interestName ?? "", labelName: req.name, priority: nil)
            .subscribe(onNext: { [weak self] label in
                self?.presenter?.presentCreateLabel(.init(result: .success(label)))
            }, onError: { [weak self] error in
                self?.presenter?.presentCreateLabel(.init(result: .error(error)))
            })
            .disposed(by: disposeBag)
    }
}
