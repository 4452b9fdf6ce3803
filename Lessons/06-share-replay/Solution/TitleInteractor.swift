import Rx

// Lesson 06: share(replay:). Reference solution.

/// Loads a title. `open` so that tests can stub it.
open class TitleWorker {
    public init() {}

    open func getTitle() -> Single<String> {
        Single.just("ArchLab")
    }
}

/// Seed 000's interactor, with one chain shared by every subscriber.
public final class TitleInteractor {
    public let request = PublishRelay<Void>()

    /// For each request, the worker's title: one worker call per request, however many
    /// subscribers; a subscriber that joins later gets the latest title at once.
    public let response: Observable<String>

    public init(worker: TitleWorker) {
        response = request
            .flatMap { _ in worker.getTitle() }
            .share(replay: 1)
    }
}
