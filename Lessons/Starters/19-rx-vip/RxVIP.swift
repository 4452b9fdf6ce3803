import Rx

// Lesson 19: seed 000, "RxVIP2". Write the Interactor first, then the Presenter.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check rx-vip`).
// Keep the names and signatures: the tests call them.

// MARK: - Worker (complete)

/// Loads the title. `open` so that tests can stub it, as the seed does.
open class TestWorker {
    public init() {}

    open func getTitle() -> Single<String> {
        Single.just("ArchLab")
    }
}

// MARK: - Interactor

public protocol InteractorInputLogics {
    var request: PublishRelay<Void> { get }
}

public protocol InteractorOutputLogics {
    var response: Observable<String> { get }
}

public final class Interactor: InteractorInputLogics & InteractorOutputLogics {
    public let request = PublishRelay<Void>()

    /// For each request, the worker's title.
    public var response: Observable<String> {
        // TODO: for each request, the worker's title, when the worker answers.
        return Observable.never()
    }

    private let worker: TestWorker

    public init(worker: TestWorker) {
        self.worker = worker
    }
}

// MARK: - Presenter

public protocol PresenterOutputLogics {
    var display: Driver<String> { get }
}

public final class Presenter: PresenterOutputLogics {
    /// The interactor's response, ready for the view; errors are handled here.
    public var display: Driver<String> {
        // TODO: the interactor's response, for the view: it may not fail; on error it shows "ERROR!".
        return Driver.empty()
    }

    private let interactor: InteractorOutputLogics

    public init(interactor: InteractorOutputLogics) {
        self.interactor = interactor
    }
}

// MARK: - View controller

public final class ViewController {
    public var interactor: InteractorInputLogics!
    public var presenter: PresenterOutputLogics!
    private let worker: TestWorker

    public init(worker: TestWorker = TestWorker()) {
        self.worker = worker
        configureVIPCycle()
    }

    private func configureVIPCycle() {
        // TODO: make the scene's interactor and presenter, wired as seed 000 wires them,
        //       and keep both in the properties above.
    }
}
