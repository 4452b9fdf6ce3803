import Foundation
import RIBs
import Rx
import RxTesting
@testable import Capstone
import XCTest

/// The capstone's behaviour, from the spec in lesson.md. Do not edit: `check` compares this
/// file with the shipped copy.
final class CapstoneBehaviourTests: XCTestCase {
    func testBookList_ShowsRowsSortedByTitle() {
        let fixtures: [([Book], [String])] = [
            ([Book(id: 1, title: "Emma", author: "Austen"), Book(id: 2, title: "Dune", author: "Herbert")],
             ["Dune — Herbert", "Emma — Austen"]),
            ([Book(id: 5, title: "Solaris", author: "Lem"), Book(id: 6, title: "Beloved", author: "Morrison"),
              Book(id: 7, title: "Kindred", author: "Butler")],
             ["Beloved — Morrison", "Kindred — Butler", "Solaris — Lem"]),
        ]
        for (books, rows) in fixtures {
            let viewController = BookListViewController()
            BookListConfigurator.configure(viewController, worker: StubWorker(.success(books)))
            viewController.viewDidLoad()
            XCTAssertEqual(viewController.rows, rows, "\"Title — Author\" for each book, sorted by title")
            XCTAssertNil(viewController.message, "no message when there are books")
        }
    }

    func testBookList_EmptyShelfAndFailure() {
        let empty = BookListViewController()
        BookListConfigurator.configure(empty, worker: StubWorker(.success([])))
        empty.viewDidLoad()
        XCTAssertEqual(empty.rows, [])
        XCTAssertEqual(empty.message, "The shelf is empty")
        let failing = BookListViewController()
        BookListConfigurator.configure(failing, worker: StubWorker(.failure(BookError.offline)))
        failing.viewDidLoad()
        XCTAssertEqual(failing.rows, [])
        XCTAssertEqual(failing.message, "Could not load books")
    }

    func testBookList_AnswersWhenTheWorkerAnswers() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewController = BookListViewController()
        let worker = StubWorker(.success([Book(id: 3, title: "Ubik", author: "Dick")]), latency: 40, scheduler: scheduler)
        BookListConfigurator.configure(viewController, worker: worker)
        var rowsAt: [Int: [String]] = [:]
        scheduler.scheduleAt(100) { viewController.viewDidLoad() }
        scheduler.scheduleAt(139) { rowsAt[139] = viewController.rows }
        scheduler.scheduleAt(141) { rowsAt[141] = viewController.rows }
        scheduler.start()
        XCTAssertEqual(rowsAt[139], [], "nothing before the worker answers (at 140)")
        XCTAssertEqual(rowsAt[141], ["Ubik — Dick"], "the rows once it answered")
    }

    func testBookDetail_ShowsItsBookAndFollowsChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let books = scheduler.createHotObservable([
            .next(210, [Book(id: 1, title: "Dune", author: "Herbert")]),
            .next(230, [Book(id: 1, title: "Dune", author: "Herbert"), Book(id: 2, title: "Emma", author: "Austen")]),
            .next(250, [Book(id: 1, title: "Dune Messiah", author: "Herbert")]),
        ])
        let store = BookStore(books: books.asObservable())
        var shown: [Int: [String]] = [1: [], 2: []]
        for id in [1, 2] {
            let router = BookDetailBuilder(dependency: StoreDependency(store)).build(withListener: ListenerSpy(), bookID: id)
            let view = router.viewControllable.uiviewController as? BookDetailViewController
            scheduler.scheduleAt(200) { router.interactable.activate() }
            for time in [220, 240, 260] {
                scheduler.scheduleAt(time) { shown[id]?.append(view?.text ?? "(no BookDetailViewController)") }
            }
            scheduler.scheduleAt(300) { router.interactable.deactivate() }
        }
        scheduler.start()
        XCTAssertEqual(shown[1], ["Dune by Herbert", "Dune by Herbert", "Dune Messiah by Herbert"])
        XCTAssertEqual(shown[2], ["No book 2", "Emma by Austen", "No book 2"], "\"No book N\" while the store has no such book")
    }

    func testShelf_OpensAndClosesABook() throws {
        let shelf = launchShelf()
        let item = try XCTUnwrap(shelf.interactable as? ShelfActionableItem, "ShelfInteractor is the shelf's actionable item")
        _ = item.openBook(id: 2).subscribe()
        XCTAssertEqual(childNames(shelf), ["BookDetail"], "openBook attaches BookDetail")
        let view = shelf.viewControllable.uiviewController.presentedViewController as? BookDetailViewController
        XCTAssertEqual(view?.text, "Kindred by Butler", "and presents its view, showing book 2")
        view?.tapClose()
        XCTAssertEqual(childNames(shelf), [], "closing detaches BookDetail")
        XCTAssertNil(shelf.viewControllable.uiviewController.presentedViewController, "and dismisses its view")
    }

    func testShelf_AnotherBookReplacesTheFirst() throws {
        let shelf = launchShelf()
        let item = try XCTUnwrap(shelf.interactable as? ShelfActionableItem)
        _ = item.openBook(id: 1).subscribe()
        _ = item.openBook(id: 3).subscribe()
        XCTAssertEqual(childNames(shelf), ["BookDetail"], "one book at a time")
        XCTAssertEqual((shelf.viewControllable.uiviewController.presentedViewController as? BookDetailViewController)?.text,
                       "Parable of the Sower by Butler")
    }

    func testDeepLink_OpensTheBookItNames() throws {
        for (link, text) in [("bookshelf://book?id=3", "Parable of the Sower by Butler"), ("bookshelf://book?id=9", "No book 9")] {
            let shelf = launchShelf()
            let item = try XCTUnwrap(shelf.interactable as? ShelfActionableItem)
            let subscription = OpenBookWorkflow(url: try XCTUnwrap(URL(string: link))).subscribe(item)
            XCTAssertEqual(childNames(shelf), ["BookDetail"], "\(link) opens BookDetail")
            XCTAssertEqual((shelf.viewControllable.uiviewController.presentedViewController as? BookDetailViewController)?.text, text)
            subscription.dispose()
        }
    }

    func testDeepLink_OtherLinksDoNothing() throws {
        for link in ["https://example.com/book?id=3", "bookshelf://author?id=3", "bookshelf://book?id=x", "bookshelf://book"] {
            let shelf = launchShelf()
            let item = try XCTUnwrap(shelf.interactable as? ShelfActionableItem)
            let subscription = OpenBookWorkflow(url: try XCTUnwrap(URL(string: link))).subscribe(item)
            XCTAssertEqual(childNames(shelf), [], "\(link) is not a book link: nothing opens")
            subscription.dispose()
        }
    }
}

// MARK: - Test doubles, shared with ArchitectureRuleTests

let shelfBooks = [Book(id: 1, title: "Dune", author: "Herbert"), Book(id: 2, title: "Kindred", author: "Butler"),
                  Book(id: 3, title: "Parable of the Sower", author: "Butler")]

/// A shelf built, activated and loaded, as a parent's `attachChild` would.
func launchShelf(books: Observable<[Book]> = Observable.just(shelfBooks).concat(Observable.never())) -> ShelfRouting {
    let shelf = ShelfBuilder(dependency: ShelfApp(store: BookStore(books: books))).build()
    shelf.interactable.activate()
    shelf.load()
    return shelf
}

func childNames(_ router: Routing) -> [String] { router.children.map { RIBNaming.name(of: $0) } }

final class ShelfApp: EmptyComponent, ShelfDependency {
    let bookStore: BookStore
    init(store: BookStore) {
        bookStore = store
        super.init()
    }
}

final class StoreDependency: EmptyComponent, BookDetailDependency {
    let bookStore: BookStore
    init(_ store: BookStore) {
        bookStore = store
        super.init()
    }
}

final class ListenerSpy: BookDetailListener {
    private(set) var closeCount = 0
    func bookDetailDidClose() { closeCount += 1 }
}

final class StubWorker: BookListWorker {
    private let answer: Single<[Book]>
    init(_ result: Result<[Book], Error>, latency: Int = 0, scheduler: TestScheduler? = nil) {
        let value: Single<[Book]> = switch result {
        case .success(let books): Single.just(books)
        case .failure(let error): Single.error(error)
        }
        if let scheduler, latency > 0 {
            answer = Observable<Int>.timer(.seconds(latency), scheduler: scheduler).flatMap { _ in value }.asSingle()
        } else {
            answer = value
        }
    }
    override func fetchBooks() -> Single<[Book]> { answer }
}
