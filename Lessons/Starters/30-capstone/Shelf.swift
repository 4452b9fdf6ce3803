import HeadlessUI
import RIBs
import Rx

// Lesson 30, the capstone: the Shelf RIB, BookDetail's parent. Fill in the `// TODO`s.

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
        // TODO: show book `id`, then let the workflow go on.
        return Observable.empty()
    }

    func bookDetailDidClose() {
        // TODO: the user closed the book.
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
        // TODO: BookDetail for book `id` joins the tree and the screen, replacing the book
        //       shown before, if any.
        _ = (bookDetailBuilder, bookDetail)
    }

    func routeBackFromBook() {
        // TODO: the book on screen, if any, leaves the tree and the screen.
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
