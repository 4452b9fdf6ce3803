import CleanSwift
import Rx

// Quiz: Clean Swift together, a trail finder's list scene.
// Fill in the `// TODO`s, then type `check` in archlab (or run `archlab check 20b`).
// Keep the names and the signatures: the tests call them. TrailScenes.swift is complete.

public final class TrailListInteractor: TrailListBusinessLogic, TrailListDataStore {
    public var presenter: TrailListPresentationLogic?
    public var trails: [Trail] = []
    private let worker: TrailWorking
    private let disposeBag = DisposeBag()

    public init(worker: TrailWorking) {
        self.worker = worker
    }

    /// Asks the worker for the request's region. Its trails go into the data store and to the
    /// presenter; a failure empties the data store and goes to the presenter as a `TrailError`
    /// (an error that is not one is `.offline`).
    public func fetchTrails(_ request: TrailListModels.Fetch.Request) {
        // TODO: ask the worker for the request's region; keep what it answers in the data store
        // and hand it to the presenter, as the doc comment says.
        _ = request
    }
}

public final class TrailListPresenter: TrailListPresentationLogic {
    // TODO: the view controller owns its scene; this way back to it must not keep it alive.
    public var viewController: TrailListDisplayLogic?

    public init() {}

    /// Success: one row `"Name · 4.5 km"` per trail, shortest first, the length in km with one
    /// decimal, rounded down (4599 m is `4.5 km`), no error message.
    /// Failure: no rows; `"Could not reach the trail service"` when offline,
    /// `"No region called Atlantis"` for an unknown region.
    public func presentTrails(_ response: TrailListModels.Fetch.Response) {
        // TODO: word the response for the screen, as the doc comment says.
        _ = response
    }
}

public final class TrailListViewController: TrailListDisplayLogic, HeadlessNavigable {
    public var interactor: TrailListBusinessLogic?
    public let router = TrailListRouter()
    public weak var navigationController: HeadlessNavigationController?
    public let region: String
    /// What the screen shows now.
    public private(set) var rows: [String] = []
    public private(set) var errorMessage: String?

    /// The configurator's work: interactor, presenter and router, wired.
    public init(region: String, worker: TrailWorking) {
        self.region = region
        let interactor = TrailListInteractor(worker: worker)
        let presenter = TrailListPresenter()
        self.interactor = interactor
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    /// The view appeared: ask for the region's trails.
    public func viewDidLoad() {
        interactor?.fetchTrails(.init(region: region))
    }

    /// Shows what the view model says: its rows and its error message.
    public func displayTrails(_ viewModel: TrailListModels.Fetch.ViewModel) {
        // TODO: show the view model.
        _ = viewModel
    }
}

public final class TrailListRouter: TrailListRoutingLogic, TrailListDataPassing {
    public weak var viewController: TrailListViewController?
    public var dataStore: TrailListDataStore?

    public init() {}

    /// Builds TrailDetail, passes it the trail at `index` of the data store (the worker's
    /// order), and pushes it on the list's navigation controller. Out of range: does nothing.
    public func routeToTrailDetail(index: Int) {
        // TODO: build the destination, pass it the trail, show it.
        _ = index
    }

    /// Copies the trail at `index` into TrailDetail's data store.
    public func passDataToTrailDetail(source: TrailListDataStore, destination: inout TrailDetailDataStore, index: Int) {
        // TODO: the trail at `index` becomes TrailDetail's trail.
        _ = (source, destination, index)
    }
}
