import Rx

// Lesson 08: Single, Driver, Signal and errors.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check traits-errors`).
// Keep the names and signatures: the tests call them.

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
        // TODO: after `latency` ticks on `scheduler`: the title, or `TitleError.notFound`
        //       when there is none. Exactly one answer: a Single.
        return Single.never()
    }
}

/// `single`, with any error replaced by the title "Untitled".
public func safeTitle(_ single: Single<String>) -> Single<String> {
    // TODO: keep a success as it is, replace an error with "Untitled".
    _ = single
    return Single.never()
}

/// What the view shows: every title, and "ERROR!" (then the end) if `titles` fails.
public func display(_ titles: Observable<String>) -> Driver<String> {
    // TODO: a Driver that never errors: show "ERROR!" instead.
    return Driver.empty()
}

/// How many times the button was tapped: 1, 2, 3, ... A Signal: a new subscriber does not
/// get the last count replayed.
public func tapCount(_ taps: PublishRelay<Void>) -> Signal<Int> {
    // TODO: 1, 2, 3, ... one count per tap, as a Signal.
    return Signal.empty()
}
