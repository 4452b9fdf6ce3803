import Rx

/// Seed 000's interactor input: a request is a `Void` pushed into a relay.
public protocol InteractorInputLogics {
    var request: PublishRelay<Void> { get }
}

/// Seed 000's interactor output: titles as a stream.
public protocol InteractorOutputLogics {
    var response: Observable<String> { get }
}

/// Seed 000's interactor, in the seed's shape: each request becomes one worker call, and
/// `response` is built anew on each access (no sharing, as in the seed: two subscribers mean
/// two worker calls per request).
public final class Interactor: InteractorInputLogics & InteractorOutputLogics {
    public var request: PublishRelay<Void> = .init()

    public var response: Observable<String> {
        // `unowned`, as in the seed: the presenter holds this interactor for as long as its
        // display is driven.
        return request
            .flatMap({ [unowned self] _ -> Single<String> in
                return self.worker.getTitle()
            })
            .asObservable()
    }

    private let worker: TitleWorker

    public init(worker: TitleWorker) {
        self.worker = worker
    }
}
