import HeadlessUI
import RIBs
import Rx

// Lesson 30, the capstone: the BookDetail RIB. Fill in the `// TODO`s.

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
    // TODO: the router owns this interactor (and sets `router` to itself): BookDetail must
    //       still be freed once its parent lets go of the router.
    var router: BookDetailRouting?
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
        // TODO: show the book while this RIB is active (see the doc comment above).
        _ = store
    }

    func close() {
        // TODO: the user tapped close.
    }
}

final class BookDetailViewController: HeadlessViewController, BookDetailPresentable, BookDetailViewControllable {
    // TODO: the listener is the interactor, which owns this view: the view must not keep it
    //       alive.
    var listener: BookDetailPresentableListener?
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
        // TODO: a BookDetail for `bookID`, reading the store its component gets from the shelf,
        //       reporting to `listener`.
        let viewController = BookDetailViewController()
        let interactor = BookDetailInteractor(presenter: viewController, bookID: 0, store: BookStore(books: Observable.empty()))
        return BookDetailRouter(interactor: interactor, viewController: viewController)
    }
}
