import CleanSwift
import Rx

// Quiz: Clean Swift together, a trail finder's list scene. Reference solution.

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
        worker.fetchTrails(region: request.region)
            .subscribe(onSuccess: { [weak self] trails in
                guard let self else { return }
                self.trails = trails
                self.presenter?.presentTrails(.init(result: .success(trails)))
            }, onFailure: { [weak self] error in
                guard let self else { return }
                self.trails = []
                self.presenter?.presentTrails(.init(result: .failure(error as? TrailError ?? .offline)))
            })
            .disposed(by: disposeBag)
    }
}

public final class TrailListPresenter: TrailListPresentationLogic {
    public weak var viewController: TrailListDisplayLogic?

    public init() {}

    /// Success: one row `"Name · 4.5 km"` per trail, shortest first, the length in km with one
    /// decimal, rounded down (4599 m is `4.5 km`), no error message.
    /// Failure: no rows; `"Could not reach the trail service"` when offline,
    /// `"No region called Atlantis"` for an unknown region.
    public func presentTrails(_ response: TrailListModels.Fetch.Response) {
        let viewModel: TrailListModels.Fetch.ViewModel
        switch response.result {
        case .success(let trails):
            let rows = trails.sorted { $0.lengthMeters < $1.lengthMeters }.map { trail in
                "\(trail.name) · \(trail.lengthMeters / 1000).\(trail.lengthMeters % 1000 / 100) km"
            }
            viewModel = .init(rows: rows, errorMessage: nil)
        case .failure(.offline):
            viewModel = .init(rows: [], errorMessage: "Could not reach the trail service")
        case .failure(.unknownRegion(let region)):
            viewModel = .init(rows: [], errorMessage: "No region called \(region)")
        }
        viewController?.displayTrails(viewModel)
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
        rows = viewModel.rows
        errorMessage = viewModel.errorMessage
    }
}

public final class TrailListRouter: TrailListRoutingLogic, TrailListDataPassing {
    public weak var viewController: TrailListViewController?
    public var dataStore: TrailListDataStore?

    public init() {}

    /// Builds TrailDetail, passes it the trail at `index` of the data store (the worker's
    /// order), and pushes it on the list's navigation controller. Out of range: does nothing.
    public func routeToTrailDetail(index: Int) {
        let destination = TrailDetailViewController()
        guard let source = dataStore, source.trails.indices.contains(index),
              var destinationStore = destination.router.dataStore else { return }
        passDataToTrailDetail(source: source, destination: &destinationStore, index: index)
        viewController?.navigationController?.push(destination)
    }

    /// Copies the trail at `index` into TrailDetail's data store.
    public func passDataToTrailDetail(source: TrailListDataStore, destination: inout TrailDetailDataStore, index: Int) {
        destination.trail = source.trails[index]
    }
}
