import RIBs

protocol TodoDetailInteractable: Interactable {
    var router: TodoDetailRouting? { get set }
    var listener: TodoDetailListener? { get set }
}

protocol TodoDetailViewControllable: ViewControllable {}

final class TodoDetailRouter: ViewableRouter<TodoDetailInteractable, TodoDetailViewControllable>, TodoDetailRouting {
    override init(interactor: TodoDetailInteractable, viewController: TodoDetailViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
