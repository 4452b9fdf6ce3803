import Rx

// Lesson 06: share(replay:).
// Fill in the `// TODO`, then type `check` in archlab (or run `archlab check share-replay`).
// Keep the names and signatures: the tests call them.

/// Loads a title. `open` so that tests can stub it.
open class TitleWorker {
    public init() {}

    open func getTitle() -> Single<String> {
        Single.just("ArchLab")
    }
}

/// Seed 000's interactor.
public final class TitleInteractor {
    public let request = PublishRelay<Void>()

    /// For each request, the worker's title: one worker call per request, however many
    /// subscribers; a subscriber that joins later gets the latest title at once.
    public var response: Observable<String> {
        // TODO: this builds a new chain for every subscriber, so each request calls the worker
        //       once per subscriber. Build the chain once, shared, replaying the latest title.
        request.flatMap { [worker] _ in worker.getTitle() }.asObservable()
    }

    private let worker: TitleWorker

    public init(worker: TitleWorker) {
        self.worker = worker
    }
}
