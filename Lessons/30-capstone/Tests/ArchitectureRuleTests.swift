import RIBs
import Rx
import RxTesting
@testable import Capstone
import XCTest

/// The architecture's rules, one test per rule, so that `check` reports them rule by rule.
/// Do not edit: `check` compares this file with the shipped copy.
final class ArchitectureRuleTests: XCTestCase {
    /// Every stored property of `object`, its superclasses' included, optionals unwrapped.
    private func storedValues(of object: AnyObject) -> [(label: String, value: Any)] {
        var values: [(String, Any)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                let unwrapped = Mirror(reflecting: child.value)
                if unwrapped.displayStyle == .optional {
                    if let some = unwrapped.children.first { values.append((child.label ?? "?", some.value)) }
                } else {
                    values.append((child.label ?? "?", child.value))
                }
            }
            mirror = current.superclassMirror
        }
        return values
    }

    func testRule_PresenterNeverReachesTheInteractor() {
        let viewController = BookListViewController()
        let parts = BookListConfigurator.configure(viewController, worker: StubWorker(.success(shelfBooks)))
        for (label, value) in storedValues(of: parts.presenter) {
            XCTAssertFalse(value is BookListBusinessLogic,
                           "the presenter's `\(label)` reaches the interactor: in VIP the presenter only talks to the view controller")
        }
        XCTAssertTrue(parts.presenter.viewController === viewController, "the presenter talks to the view controller")
    }

    func testRule_AChildNeverCallsItsParentsRouter() throws {
        let shelf = launchShelf()
        let item = try XCTUnwrap(shelf.interactable as? ShelfActionableItem)
        _ = item.openBook(id: 1).subscribe()
        let detail = try XCTUnwrap(shelf.children.first as? ViewableRouting, "openBook should attach BookDetail")
        for object in [detail.interactable as AnyObject, detail.viewControllable.uiviewController] {
            for (label, value) in storedValues(of: object) where label != "router" {
                XCTAssertFalse(value is ShelfRouting,
                               "BookDetail's `\(label)` holds the shelf's router: a child tells its listener, the parent routes")
            }
        }
        let spy = ListenerSpy()
        let alone = BookDetailBuilder(dependency: StoreDependency(BookStore(books: .never()))).build(withListener: spy, bookID: 1)
        (alone.viewControllable.uiviewController as? BookDetailViewController)?.tapClose()
        XCTAssertEqual(spy.closeCount, 1, "closing tells the listener, once")
    }

    func testRule_EverySubscriptionIsDisposedOnDeactivate() {
        let scheduler = TestScheduler(initialClock: 0)
        let books = scheduler.createHotObservable([.next(210, shelfBooks), .next(320, shelfBooks)])
        let router = BookDetailBuilder(dependency: StoreDependency(BookStore(books: books.asObservable())))
            .build(withListener: ListenerSpy(), bookID: 2)
        scheduler.scheduleAt(200) { router.interactable.activate() }
        scheduler.scheduleAt(260) { router.interactable.deactivate() }
        scheduler.scheduleAt(300) { router.interactable.activate() }
        scheduler.scheduleAt(340) { router.interactable.deactivate() }
        scheduler.start()
        XCTAssertEqual(books.subscriptions, [Subscription(200, 260), Subscription(300, 340)],
                       "each active period subscribes once, and deactivate() disposes it")
    }

    func testRule_NoRetainCycle() {
        weak var sceneViewController: BookListViewController?
        weak var sceneInteractor: BookListInteractor?
        weak var scenePresenter: BookListPresenter?
        do {
            let viewController = BookListViewController()
            let parts = BookListConfigurator.configure(viewController, worker: SilentWorker())
            viewController.viewDidLoad()
            (sceneViewController, sceneInteractor, scenePresenter) = (viewController, parts.interactor, parts.presenter)
        }
        XCTAssertNil(sceneViewController, "the BookList scene's view controller must be freed with its owner")
        XCTAssertNil(sceneInteractor, "nothing may keep the interactor alive, not even a load still waiting for the worker (a strong self in a closure?)")
        XCTAssertNil(scenePresenter, "nothing may keep the presenter alive (the presenter holds the view controller weakly)")

        weak var ribRouter: Routing?
        weak var ribInteractor: AnyObject?
        weak var ribView: AnyObject?
        do {
            let router = BookDetailBuilder(dependency: StoreDependency(BookStore(books: Observable.just(shelfBooks).concat(Observable.never()))))
                .build(withListener: ListenerSpy(), bookID: 1)
            router.interactable.activate()
            router.interactable.deactivate()
            (ribRouter, ribInteractor, ribView) = (router, router.interactable, router.viewControllable.uiviewController)
        }
        XCTAssertNil(ribRouter, "BookDetail's router must be freed once detached and released")
        XCTAssertNil(ribInteractor, "nothing may keep BookDetail's interactor alive (its router is weak)")
        XCTAssertNil(ribView, "nothing may keep BookDetail's view alive (its listener is weak)")
    }
}

/// A worker whose answer never comes: the load stays subscribed to the worker's subject,
/// which holds whatever the load's closures capture.
final class SilentWorker: BookListWorker {
    private let answers = PublishSubject<[Book]>()
    override func fetchBooks() -> Single<[Book]> { answers.take(1).asSingle() }
}
