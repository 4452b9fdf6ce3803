import Dispatch
import Rx

/// Seed 000's worker (the seed calls it `TestWorker`; here it is production code, so it is
/// named for what it fetches): `getTitle()` answers one title as a `Single`.
///
/// It answers after `latency` on `scheduler` (at once when no scheduler is given, as the
/// seed's `.init()` worker does), or fails while `fails` is on, so that the Presenter's
/// `asDriver(onErrorJustReturn:)` can be seen at work. Open so tests can stub it as the seed
/// does (`class TestWorkerStub: TitleWorker`). Single-threaded by contract.
open class TitleWorker {
    private let scheduler: SchedulerType?
    private let latency: RxTimeInterval
    /// The title `getTitle()` answers.
    public var title: String
    /// When on, `getTitle()` fails with `TitleWorkerError.unavailable`.
    public var fails = false

    /// A worker answering `title` after `latency` on `scheduler`, or at once without one.
    public init(scheduler: SchedulerType? = nil, latency: RxTimeInterval = .seconds(50), title: String = "hello") {
        self.scheduler = scheduler
        self.latency = latency
        self.title = title
    }

    /// One title, or `TitleWorkerError.unavailable` while `fails` is on. Called by the
    /// interactor for each request.
    open func getTitle() -> Single<String> {
        let answer: SingleEvent<String> = fails ? .failure(TitleWorkerError.unavailable) : .success(title)
        guard let scheduler else { return Single.create { observer in observer(answer); return Disposables.create() } }
        return Single.create { [latency] observer in
            scheduler.scheduleRelative((), dueTime: latency) { _ in
                observer(answer)
                return Disposables.create()
            }
        }
    }
}

/// Why the title worker failed.
public enum TitleWorkerError: Error, CustomStringConvertible {
    case unavailable

    public var description: String { "the title service is unavailable" }
}
