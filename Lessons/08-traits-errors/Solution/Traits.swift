import Rx

// Lesson 08: Single, Driver, Signal and errors. Reference solution.

/// Why a title could not be loaded.
public enum TitleError: Error, Equatable {
    case notFound
}

/// Loads a title, like seed 000's worker.
public protocol TitleService {
    func getTitle() -> Single<String>
}

/// A service that answers `latency` ticks after each subscription on `scheduler`:
/// with `title`, or, when `title` is nil, with `TitleError.notFound`.
public final class DelayedTitleService: TitleService {
    private let title: String?
    private let latency: Int
    private let scheduler: SchedulerType

    public init(title: String?, latency: Int, scheduler: SchedulerType) {
        self.title = title
        self.latency = latency
        self.scheduler = scheduler
    }

    public func getTitle() -> Single<String> {
        let title = self.title
        return Observable<Int>.timer(.seconds(latency), scheduler: scheduler)
            .map { _ -> String in
                guard let title else { throw TitleError.notFound }
                return title
            }
            .asSingle()
    }
}

/// `single`, with any error replaced by the title "Untitled".
public func safeTitle(_ single: Single<String>) -> Single<String> {
    single.catchAndReturn("Untitled")
}

/// What the view shows: every title, and "ERROR!" (then the end) if `titles` fails.
public func display(_ titles: Observable<String>) -> Driver<String> {
    titles.asDriver(onErrorJustReturn: "ERROR!")
}

/// How many times the button was tapped: 1, 2, 3, ... A Signal: a new subscriber does not
/// get the last count replayed.
public func tapCount(_ taps: PublishRelay<Void>) -> Signal<Int> {
    taps.asSignal().scan(0) { count, _ in count + 1 }
}
