import Dispatch
import Rx

/// An in-memory `InterestServiceProtocol` whose answers arrive `latency` later on
/// `scheduler`. `failsSaves` makes every save fail, to show the error path.
///
/// Single-threaded by contract: call it and run its scheduler on one thread.
public final class InterestService: InterestServiceProtocol {
    private let scheduler: SchedulerType
    private let latency: RxTimeInterval
    private var labelsByInterest: [String: [VingleLabel]]
    private var nextID: Int
    /// When true, `saveLabels` fails with `LabelEditorError.saveFailed`.
    public var failsSaves = false

    /// What a fresh service holds: the interest "Cats" with three labels.
    public static let sampleLabels: [String: [VingleLabel]] = [
        "Cats": [VingleLabel.allLabel(), VingleLabel.bestVingleLabel(), VingleLabel(id: 3, name: "Kittens", priority: 2)].compactMap { $0 },
    ]

    public init(scheduler: SchedulerType, latency: RxTimeInterval = .seconds(30), labels: [String: [VingleLabel]] = InterestService.sampleLabels) {
        self.scheduler = scheduler
        self.latency = latency
        self.labelsByInterest = labels
        self.nextID = (labels.values.flatMap { $0 }.map(\.id).max() ?? 0) + 1
    }

    public func getLabels(interest: String) -> Observable<[VingleLabel]> {
        answer { service in
            guard let labels = service.labelsByInterest[interest] else { return .failure(.unknownInterest(interest)) }
            return .success(labels)
        }
    }

    public func createLabel(_ name: String, labelName: String, priority: Int?) -> Observable<VingleLabel> {
        answer { service in
            guard let existing = service.labelsByInterest[name] else { return .failure(.unknownInterest(name)) }
            if existing.contains(where: { $0.name.lowercased() == labelName.lowercased() }) {
                return .failure(.duplicateName(labelName))
            }
            let label = VingleLabel(id: service.nextID, name: labelName, priority: priority)
            service.nextID += 1
            return .success(label)
        }
    }

    public func saveLabels(_ name: String, labels: [VingleLabel]) -> Observable<[VingleLabel]> {
        answer { service in
            if service.failsSaves { return .failure(.saveFailed) }
            guard service.labelsByInterest[name] != nil else { return .failure(.unknownInterest(name)) }
            service.labelsByInterest[name] = labels
            return .success(labels)
        }
    }

    /// Computes the answer when the latency has passed, on subscription's schedule.
    private func answer<Element>(_ body: @escaping (InterestService) -> Result<Element, LabelEditorError>) -> Observable<Element> {
        Observable.create { [weak self, scheduler, latency] observer in
            scheduler.scheduleRelative((), dueTime: latency) { _ in
                guard let self else {
                    observer.onCompleted()
                    return Disposables.create()
                }
                switch body(self) {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
                return Disposables.create()
            }
        }
    }
}
