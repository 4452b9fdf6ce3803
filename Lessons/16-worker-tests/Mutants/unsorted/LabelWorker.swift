import Rx

// Lesson 16, seeded bug: a worker that keeps the server's order instead of sorting by name.

/// Turns the service's raw labels into the names the scene shows.
public final class LabelWorker {
    /// How long the worker waits for the service before it gives up.
    static let patience: RxTimeInterval = .seconds(30)

    private let service: LabelService
    private let scheduler: SchedulerType

    public init(service: LabelService, scheduler: SchedulerType) {
        self.service = service
        self.scheduler = scheduler
    }

    /// The names of the interest's visible labels, sorted by name. If the service has not
    /// answered within 30 ticks, the worker answers an empty list and completes. A service
    /// error is passed on unchanged.
    public func visibleLabelNames(interest: String) -> Observable<[String]> {
        service.labels(interest: interest)
            .map { labels in labels.filter { !$0.hidden }.map(\.name) }
            .timeout(Self.patience, other: Observable.just([]), scheduler: scheduler)
    }
}
