import CleanSwift
import HeadlessUI
import Rx

// Quiz: Clean Swift together. The trail finder's models, boundaries, worker and detail scene.
// Complete: read them, do not change them.

/// A hiking trail.
public struct Trail: Equatable, Sendable {
    public var name: String
    public var lengthMeters: Int
    public init(name: String, lengthMeters: Int) {
        self.name = name
        self.lengthMeters = lengthMeters
    }
}

/// Why the trails of a region could not be fetched.
public enum TrailError: Error, Equatable {
    /// The trail service could not be reached (or failed in a way it did not say).
    case offline
    /// The service knows no region of that name.
    case unknownRegion(String)
}

public enum TrailListModels {
    public enum Fetch {
        public struct Request {
            public var region: String
            public init(region: String) { self.region = region }
        }
        public struct Response: Equatable {
            public var result: Result<[Trail], TrailError>
            public init(result: Result<[Trail], TrailError>) { self.result = result }
        }
        public struct ViewModel: Equatable {
            /// One line per trail, as the list shows it.
            public var rows: [String]
            /// Shown instead of the rows when the fetch failed; nil otherwise.
            public var errorMessage: String?
            public init(rows: [String], errorMessage: String?) {
                self.rows = rows
                self.errorMessage = errorMessage
            }
        }
    }
}

/// Fetches a region's trails (a service, in the app).
public protocol TrailWorking: AnyObject {
    /// The region's trails, or a failure (usually a `TrailError`).
    func fetchTrails(region: String) -> Single<[Trail]>
}

/// View controller → interactor.
public protocol TrailListBusinessLogic: AnyObject {
    func fetchTrails(_ request: TrailListModels.Fetch.Request)
}

/// The list's state between requests; its router reads it to pass a trail on.
public protocol TrailListDataStore: AnyObject {
    /// The trails of the latest fetch, in the worker's order; empty after a failure.
    var trails: [Trail] { get set }
}

/// Interactor → presenter.
public protocol TrailListPresentationLogic: AnyObject {
    func presentTrails(_ response: TrailListModels.Fetch.Response)
}

/// Presenter → view controller.
public protocol TrailListDisplayLogic: AnyObject {
    func displayTrails(_ viewModel: TrailListModels.Fetch.ViewModel)
}

public protocol TrailListRoutingLogic: AnyObject {
    func routeToTrailDetail(index: Int)
}

public protocol TrailListDataPassing: AnyObject {
    var dataStore: TrailListDataStore? { get }
}

/// What the shell shows of the list: the rows, or the error message.
extension TrailListViewController: HeadlessView {
    public var viewName: String { "TrailList" }
    public var userActions: [UserAction] { [] }
    public func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        throw .unknownAction(name: action, available: [])
    }
    public func render() -> String { errorMessage ?? rows.joined(separator: "\n") }
}

// MARK: - TrailDetail (the scene the list routes to)

public protocol TrailDetailDataStore: AnyObject {
    /// The trail to show; the list's router passes it before pushing the scene.
    var trail: Trail? { get set }
}

public final class TrailDetailInteractor: TrailDetailDataStore {
    public var trail: Trail?
    public init() {}
}

public final class TrailDetailRouter {
    public var dataStore: TrailDetailDataStore?
    public init() {}
}

public final class TrailDetailViewController: HeadlessView, HeadlessNavigable {
    public let router = TrailDetailRouter()
    public weak var navigationController: HeadlessNavigationController?
    /// What the screen shows: the trail's name, read from the data store when it loads.
    public private(set) var shown = ""

    /// The configurator's work: interactor (data store) and router, wired.
    public init() {
        router.dataStore = TrailDetailInteractor()
    }

    /// Called by the navigation controller when the scene is pushed, after its data was passed.
    public func viewDidLoad() {
        shown = router.dataStore?.trail?.name ?? "No trail"
    }

    public var viewName: String { "TrailDetail" }
    public var userActions: [UserAction] { [] }
    public func perform(_ action: String, with arguments: ActionArguments) throws(ActionError) {
        throw .unknownAction(name: action, available: [])
    }
    public func render() -> String { shown }
}
