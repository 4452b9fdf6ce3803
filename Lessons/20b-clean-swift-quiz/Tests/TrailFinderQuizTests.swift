import CleanSwift
import Rx
import TrailFinder
import XCTest

private let ridge = Trail(name: "Ridge Walk", lengthMeters: 12_050)
private let lake = Trail(name: "Lake Loop", lengthMeters: 4_599)
private let falls = Trail(name: "Falls Path", lengthMeters: 800)
private let summit = Trail(name: "Summit Trail", lengthMeters: 21_300)

/// The Clean Swift quiz's checks. Do not edit: `check` compares this file with the shipped copy.
final class TrailFinderQuizTests: XCTestCase {
    private struct ServiceDown: Error {}

    /// The worker's double: answers what `fetch` is told to, and keeps the regions it was asked for.
    private final class WorkerStub: TrailWorking {
        let fetch = Stub<String, Single<[Trail]>>(returning: .just([]))
        func fetchTrails(region: String) -> Single<[Trail]> { fetch(region) }
    }

    private final class PresenterSpy: Spy, TrailListPresentationLogic {
        func presentTrails(_ response: TrailListModels.Fetch.Response) { record(response) }
        var responses: [TrailListModels.Fetch.Response] { arguments(of: "presentTrails") }
    }

    private final class DisplaySpy: Spy, TrailListDisplayLogic {
        func displayTrails(_ viewModel: TrailListModels.Fetch.ViewModel) { record(viewModel) }
        var viewModels: [TrailListModels.Fetch.ViewModel] { arguments(of: "displayTrails") }
    }

    private func present(_ result: Result<[Trail], TrailError>) -> [TrailListModels.Fetch.ViewModel] {
        let presenter = TrailListPresenter(), display = DisplaySpy()
        presenter.viewController = display
        presenter.presentTrails(.init(result: result))
        return display.viewModels
    }

    func testInteractor_AsksTheWorkerForTheRequestsRegionAndStoresItsTrails() {
        let worker = WorkerStub(), presenter = PresenterSpy()
        let trailsByRegion = ["Dolomites": [ridge, falls], "Tatras": [summit]]
        worker.fetch.handler = { region in .just(trailsByRegion[region] ?? []) }
        let interactor = TrailListInteractor(worker: worker)
        interactor.presenter = presenter
        interactor.fetchTrails(.init(region: "Dolomites"))
        XCTAssertEqual(worker.fetch.inputs, ["Dolomites"], "the interactor asks the worker for the request's region")
        XCTAssertEqual(interactor.trails, [ridge, falls], "the data store keeps the worker's trails, in its order")
        interactor.fetchTrails(.init(region: "Tatras"))
        XCTAssertEqual(worker.fetch.inputs, ["Dolomites", "Tatras"])
        XCTAssertEqual(interactor.trails, [summit], "the data store holds the latest fetch's trails")
        XCTAssertEqual(presenter.responses, [.init(result: .success([ridge, falls])), .init(result: .success([summit]))],
                       "each fetch hands the presenter the worker's trails, not text")
    }

    func testInteractor_AFailureEmptiesTheDataStoreAndIsPresentedAsATrailError() {
        let worker = WorkerStub(), presenter = PresenterSpy()
        let interactor = TrailListInteractor(worker: worker)
        interactor.presenter = presenter
        worker.fetch.handler = { _ in .just([lake]) }
        interactor.fetchTrails(.init(region: "Jura"))
        worker.fetch.handler = { region in .error(TrailError.unknownRegion(region)) }
        interactor.fetchTrails(.init(region: "Atlantis"))
        XCTAssertEqual(interactor.trails, [], "after a failure there are no trails to route to")
        worker.fetch.handler = { _ in .error(ServiceDown()) }
        interactor.fetchTrails(.init(region: "Jura"))
        XCTAssertEqual(presenter.responses, [.init(result: .success([lake])), .init(result: .failure(.unknownRegion("Atlantis"))),
                                             .init(result: .failure(.offline))],
                       "a TrailError goes to the presenter as it is; any other error as .offline")
    }

    func testPresenter_WritesOneRowPerTrailShortestFirst() {
        XCTAssertEqual(present(.success([ridge, lake, falls])),
                       [.init(rows: ["Falls Path · 0.8 km", "Lake Loop · 4.5 km", "Ridge Walk · 12.0 km"], errorMessage: nil)],
                       "kilometres with one decimal, rounded down (4599 m is 4.5 km), shortest trail first")
        XCTAssertEqual(present(.success([summit])), [.init(rows: ["Summit Trail · 21.3 km"], errorMessage: nil)])
    }

    func testPresenter_AFailureShowsAnErrorMessageAndNoRows() {
        XCTAssertEqual(present(.failure(.offline)), [.init(rows: [], errorMessage: "Could not reach the trail service")])
        XCTAssertEqual(present(.failure(.unknownRegion("Atlantis"))), [.init(rows: [], errorMessage: "No region called Atlantis")])
        XCTAssertEqual(present(.failure(.unknownRegion("Mu"))), [.init(rows: [], errorMessage: "No region called Mu")])
    }

    func testViewController_ShowsTheViewModelItIsGiven() {
        let list = TrailListViewController(region: "Tatras", worker: WorkerStub())
        list.displayTrails(.init(rows: ["Falls Path · 0.8 km", "Summit Trail · 21.3 km"], errorMessage: nil))
        XCTAssertEqual(list.rows, ["Falls Path · 0.8 km", "Summit Trail · 21.3 km"], "the view controller shows the view model's rows")
        XCTAssertNil(list.errorMessage)
        list.displayTrails(.init(rows: [], errorMessage: "No region called Mu"))
        XCTAssertEqual(list.rows, [], "a new view model replaces what was shown")
        XCTAssertEqual(list.errorMessage, "No region called Mu", "the view controller shows the view model's error message")
    }

    func testRouteToTrailDetail_PassesTheSelectedTrailThroughTheDataStores() throws {
        let list = TrailListViewController(region: "Dolomites", worker: WorkerStub())
        let navigation = HeadlessNavigationController(root: list)
        list.router.dataStore?.trails = [ridge, lake, falls]
        list.router.routeToTrailDetail(index: 3)
        list.router.routeToTrailDetail(index: -1)
        XCTAssertEqual(navigation.viewControllers.count, 1, "an index outside the fetched trails opens nothing")
        list.router.routeToTrailDetail(index: 1)
        let detail = try XCTUnwrap(navigation.topViewController as? TrailDetailViewController,
                                   "routeToTrailDetail pushes a TrailDetailViewController on the list's navigation controller")
        XCTAssertEqual(detail.router.dataStore?.trail, lake, "index 1 of the data store's trails is Lake Loop")
        XCTAssertEqual(detail.shown, "Lake Loop", "the trail is passed before the push, so the detail shows it when it loads")
        list.router.routeToTrailDetail(index: 0)
        XCTAssertEqual((navigation.topViewController as? TrailDetailViewController)?.router.dataStore?.trail, ridge)
    }

    func testPresenter_HoldsItsDisplayWeakly() {
        let worker = WorkerStub()
        var list: TrailListViewController? = TrailListViewController(region: "Tatras", worker: worker)
        list?.viewDidLoad()
        weak let released = list
        weak let interactor = list?.interactor as AnyObject?
        weak let router = list?.router
        list = nil
        XCTAssertNil(released, "the view controller owns its scene: the presenter must hold it weakly, or the scene leaks")
        XCTAssertNil(interactor, "the interactor and the presenter go with the view controller")
        XCTAssertNil(router)
    }
}
