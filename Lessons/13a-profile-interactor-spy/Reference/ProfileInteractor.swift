import Rx

// Drill 13a: the interactor under test (the correct one). Sealed: `check` runs your tests
// against it and against seeded bugs.

/// Loads a profile through its worker, keeps it for the router, and hands it to the presenter.
public final class ProfileInteractor: ProfileBusinessLogic, ProfileDataStore {
    public var presenter: ProfilePresentationLogic?
    public private(set) var profile: Profile?

    private let worker: ProfileWorkerLogic
    private let disposeBag = DisposeBag()

    public init(worker: ProfileWorkerLogic) {
        self.worker = worker
    }

    /// Asks the worker once for the requested user; presents the profile, or nil when the
    /// worker fails (the profile kept before stays).
    public func loadProfile(_ request: ProfileModels.Load.Request) {
        worker.fetchProfile(userID: request.userID)
            .subscribe(onNext: { [weak self] profile in
                self?.profile = profile
                self?.presenter?.presentProfile(.init(profile: profile))
            }, onError: { [weak self] _ in
                self?.presenter?.presentProfile(.init(profile: nil))
            })
            .disposed(by: disposeBag)
    }
}
