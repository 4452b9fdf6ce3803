import Rx

// Lesson 30, the capstone: the BookList VIP scene. Fill in the `// TODO`s.

public enum BookListModels {
    public enum Load {
        public struct Request { public init() {} }
        public struct Response: Equatable {
            public var result: Result<[Book], BookError>
            public init(result: Result<[Book], BookError>) { self.result = result }
        }
        public struct ViewModel: Equatable {
            /// `"Title — Author"`, sorted by title.
            public var rows: [String]
            /// Shown above the rows; nil when there is nothing to say.
            public var message: String?
            public init(rows: [String], message: String?) {
                self.rows = rows
                self.message = message
            }
        }
    }
}

public protocol BookListBusinessLogic: AnyObject {
    func loadBooks(_ request: BookListModels.Load.Request)
}

public protocol BookListPresentationLogic: AnyObject {
    func presentBooks(_ response: BookListModels.Load.Response)
}

public protocol BookListDisplayLogic: AnyObject {
    func displayBooks(_ viewModel: BookListModels.Load.ViewModel)
}

public final class BookListInteractor: BookListBusinessLogic {
    public var presenter: BookListPresentationLogic?
    private let worker: BookListWorker
    private let disposeBag = DisposeBag()

    public init(worker: BookListWorker) {
        self.worker = worker
    }

    /// Asks the worker; its books, or `.offline` when it fails, go to the presenter.
    public func loadBooks(_ request: BookListModels.Load.Request) {
        // TODO: ask the worker; pass its answer on (see the doc comment above).
        _ = (worker, disposeBag)
    }
}

public final class BookListPresenter: BookListPresentationLogic {
    // TODO: the view controller owns the interactor, which owns this presenter: hold the view
    //       controller so that releasing it still frees the scene.
    public var viewController: BookListDisplayLogic?

    public init() {}

    /// Rows `"Title — Author"` sorted by title, no message; on failure no rows and
    /// `"Could not load books"`; no books at all: `"The shelf is empty"`.
    public func presentBooks(_ response: BookListModels.Load.Response) {
        // TODO: the words the user reads (see the doc comment above).
        _ = response
    }
}

public final class BookListViewController: BookListDisplayLogic {
    public var interactor: BookListBusinessLogic?
    public private(set) var rows: [String] = []
    public private(set) var message: String?

    public init() {}

    public func viewDidLoad() {
        interactor?.loadBooks(.init())
    }

    public func displayBooks(_ viewModel: BookListModels.Load.ViewModel) {
        // TODO: show it.
    }
}

public enum BookListConfigurator {
    /// Wires view controller → interactor → presenter → view controller (weak).
    @discardableResult
    public static func configure(_ viewController: BookListViewController, worker: BookListWorker)
        -> (interactor: BookListInteractor, presenter: BookListPresenter) {
        let interactor = BookListInteractor(worker: worker)
        let presenter = BookListPresenter()
        // TODO: wire the cycle.
        return (interactor, presenter)
    }
}
