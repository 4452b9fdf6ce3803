import HeadlessUI
import RIBs
import Rx

// Lesson 30, the capstone: the Shelf RIB, BookDetail's parent. Reference solution.

protocol ShelfDependency: Dependency {
    var bookStore: BookStore { get }
}

/// The shelf's component; `ShelfComponent+BookDetail.swift` gives BookDetail what it needs.
final class ShelfComponent: Component<ShelfDependency> {}

/// What a deep link can ask of the shelf.
protocol ShelfActionableItem: AnyObject {
    /// Shows book `id`; emits once it is on screen.
    func openBook(id: Int) -> Observable<(ShelfActionableItem, ())>
}

protocol ShelfRouting: ViewableRouting {
    func routeToBook(id: Int)
    func routeBackFromBook()
}

protocol ShelfPresentable: Presentable {}

protocol ShelfInteractable: Interactable, BookDetailListener {
    var router: ShelfRouting? { get set }
}

protocol ShelfViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class ShelfInteractor: PresentableInteractor<ShelfPresentable>, ShelfInteractable, ShelfActionableItem {
    weak var router: ShelfRouting?

    func openBook(id: Int) -> Observable<(ShelfActionableItem, ())> {
        router?.routeToBook(id: id)
        return Observable.just((self, ()))
    }

    func bookDetailDidClose() {
        router?.routeBackFromBook()
    }
}

final class ShelfViewController: HeadlessViewController, ShelfPresentable, ShelfViewControllable {
    func present(viewController: ViewControllable) { present(viewController.uiviewController, animated: false) }
    func dismiss(viewController: ViewControllable) {
        if presentedViewController === viewController.uiviewController { dismiss(animated: false) }
    }
}

final class ShelfRouter: ViewableRouter<ShelfInteractable, ShelfViewControllable>, ShelfRouting {
    private let bookDetailBuilder: BookDetailBuildable
    private var bookDetail: BookDetailRouting?

    init(interactor: ShelfInteractable, viewController: ShelfViewControllable, bookDetailBuilder: BookDetailBuildable) {
        self.bookDetailBuilder = bookDetailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    /// Shows book `id`, replacing the book on screen, if any.
    func routeToBook(id: Int) {
        routeBackFromBook()
        let child = bookDetailBuilder.build(withListener: interactor, bookID: id)
        bookDetail = child
        attachChild(child)
        viewController.present(viewController: child.viewControllable)
    }

    func routeBackFromBook() {
        guard let bookDetail else { return }
        detachChild(bookDetail)
        viewController.dismiss(viewController: bookDetail.viewControllable)
        self.bookDetail = nil
    }
}

final class ShelfBuilder: Builder<ShelfDependency> {
    func build() -> ShelfRouting {
        let component = ShelfComponent(dependency: dependency)
        let viewController = ShelfViewController()
        let interactor = ShelfInteractor(presenter: viewController)
        return ShelfRouter(interactor: interactor, viewController: viewController,
                           bookDetailBuilder: BookDetailBuilder(dependency: component))
    }
}
