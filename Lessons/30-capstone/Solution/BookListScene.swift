import Rx

// Lesson 30, the capstone: the BookList VIP scene. Reference solution.

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
        worker.fetchBooks()
            .subscribe(onSuccess: { [weak self] books in
                self?.presenter?.presentBooks(.init(result: .success(books)))
            }, onFailure: { [weak self] _ in
                self?.presenter?.presentBooks(.init(result: .failure(.offline)))
            })
            .disposed(by: disposeBag)
    }
}

public final class BookListPresenter: BookListPresentationLogic {
    public weak var viewController: BookListDisplayLogic?

    public init() {}

    /// Rows `"Title — Author"` sorted by title, no message; on failure no rows and
    /// `"Could not load books"`; no books at all: `"The shelf is empty"`.
    public func presentBooks(_ response: BookListModels.Load.Response) {
        let viewModel: BookListModels.Load.ViewModel
        switch response.result {
        case .success(let books) where books.isEmpty:
            viewModel = .init(rows: [], message: "The shelf is empty")
        case .success(let books):
            viewModel = .init(rows: books.sorted { $0.title < $1.title }.map { "\($0.title) — \($0.author)" }, message: nil)
        case .failure:
            viewModel = .init(rows: [], message: "Could not load books")
        }
        viewController?.displayBooks(viewModel)
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
        rows = viewModel.rows
        message = viewModel.message
    }
}

public enum BookListConfigurator {
    /// Wires view controller → interactor → presenter → view controller (weak).
    @discardableResult
    public static func configure(_ viewController: BookListViewController, worker: BookListWorker)
        -> (interactor: BookListInteractor, presenter: BookListPresenter) {
        let interactor = BookListInteractor(worker: worker)
        let presenter = BookListPresenter()
        viewController.interactor = interactor
        interactor.presenter = presenter
        presenter.viewController = viewController
        return (interactor, presenter)
    }
}
