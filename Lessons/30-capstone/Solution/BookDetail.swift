import HeadlessUI
import RIBs
import Rx

// Lesson 30, the capstone: the BookDetail RIB. Reference solution.

/// Static: the shelf's store. The book's id is the dynamic dependency, given to `build`.
protocol BookDetailDependency: Dependency {
    var bookStore: BookStore { get }
}

final class BookDetailComponent: Component<BookDetailDependency> {
    var bookStore: BookStore { dependency.bookStore }
}

protocol BookDetailListener: AnyObject {
    /// The user closed the book; the parent decides what happens (its router detaches it).
    func bookDetailDidClose()
}

protocol BookDetailRouting: ViewableRouting {}

protocol BookDetailPresentableListener: AnyObject {
    func close()
}

protocol BookDetailPresentable: Presentable {
    var listener: BookDetailPresentableListener? { get set }
    func show(text: String)
}

protocol BookDetailInteractable: Interactable {
    var router: BookDetailRouting? { get set }
    var listener: BookDetailListener? { get set }
}

protocol BookDetailViewControllable: ViewControllable {}

final class BookDetailInteractor: PresentableInteractor<BookDetailPresentable>, BookDetailInteractable, BookDetailPresentableListener {
    weak var router: BookDetailRouting?
    weak var listener: BookDetailListener?
    let bookID: Int
    private let store: BookStore

    init(presenter: BookDetailPresentable, bookID: Int, store: BookStore) {
        self.bookID = bookID
        self.store = store
        super.init(presenter: presenter)
        presenter.listener = self
    }

    /// Shows `"Title by Author"` for the book, `"No book N"` while there is none, on every change.
    override func didBecomeActive() {
        super.didBecomeActive()
        let bookID = self.bookID
        store.book(id: bookID)
            .map { book in book.map { "\($0.title) by \($0.author)" } ?? "No book \(bookID)" }
            .subscribe(onNext: { [weak self] text in self?.presenter.show(text: text) })
            .disposeOnDeactivate(interactor: self)
    }

    func close() {
        listener?.bookDetailDidClose()
    }
}

final class BookDetailViewController: HeadlessViewController, BookDetailPresentable, BookDetailViewControllable {
    weak var listener: BookDetailPresentableListener?
    private(set) var text = ""

    func show(text: String) { self.text = text }
    override func render() -> String { text }

    /// The close button.
    func tapClose() { listener?.close() }
}

final class BookDetailRouter: ViewableRouter<BookDetailInteractable, BookDetailViewControllable>, BookDetailRouting {
    override init(interactor: BookDetailInteractable, viewController: BookDetailViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol BookDetailBuildable: Buildable {
    func build(withListener listener: BookDetailListener, bookID: Int) -> BookDetailRouting
}

final class BookDetailBuilder: Builder<BookDetailDependency>, BookDetailBuildable {
    func build(withListener listener: BookDetailListener, bookID: Int) -> BookDetailRouting {
        let component = BookDetailComponent(dependency: dependency)
        let viewController = BookDetailViewController()
        let interactor = BookDetailInteractor(presenter: viewController, bookID: bookID, store: component.bookStore)
        interactor.listener = listener
        return BookDetailRouter(interactor: interactor, viewController: viewController)
    }
}
