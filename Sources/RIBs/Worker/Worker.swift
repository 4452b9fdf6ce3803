import Rx

/// A self-contained piece of logic bound to an interactor: it runs while the interactor is
/// active; mocks conform to it in interactor tests.
public protocol Working: AnyObject {
    /// Starts the worker; if `interactorScope` is inactive, it starts when the scope becomes
    /// active. Does nothing when started already.
    func start(_ interactorScope: InteractorScope)

    /// Stops the worker at once.
    func stop()

    /// `true` between `start` and `stop`.
    var isStarted: Bool { get }

    /// The started state: replays the current value, then each change.
    var isStartedStream: Observable<Bool> { get }
}

/// The base worker: override `didStart(_:)` and `didStop()`; subscriptions made in
/// `didStart` end with `disposeOnStop(_:)`.
///
/// `didStart` runs on every activation of the bound interactor while the worker is started,
/// and `didStop` on every deactivation; the worker holds the interactor weakly.
open class Worker: Working {
    /// `true` between `start` and `stop`.
    public final var isStarted: Bool {
        (try? isStartedSubject.value()) ?? false
    }

    /// The started state: replays the current value, then each change.
    public final var isStartedStream: Observable<Bool> {
        isStartedSubject.asObservable().distinctUntilChanged()
    }

    public init() {}

    /// Starts the worker and binds it to `interactorScope`. Called by an interactor, usually
    /// in `didBecomeActive`; a no-op when already started.
    public final func start(_ interactorScope: InteractorScope) {
        guard !isStarted else { return }
        stop()
        isStartedSubject.onNext(true)
        // A weak scope, because the scope is usually the interactor that holds this worker.
        bind(to: WeakInteractorScope(sourceScope: interactorScope))
    }

    /// Override to begin work. Called each time the bound interactor becomes active while
    /// the worker is started.
    open func didStart(_ interactorScope: InteractorScope) {}

    /// Stops the worker: disposes `disposeOnStop` subscriptions and calls `didStop()`.
    public final func stop() {
        guard isStarted else { return }
        isStartedSubject.onNext(false)
        executeStop()
    }

    /// Override to clean up. Called when the worker stops or its interactor resigns active.
    open func didStop() {}

    /// Holds `disposeOnStop` subscriptions while running; `nil` otherwise.
    var disposable: CompositeDisposable?
    private let isStartedSubject = BehaviorSubject<Bool>(value: false)
    private var interactorBindingDisposable: Disposable?

    private func bind(to interactorScope: InteractorScope) {
        unbindInteractor()
        interactorBindingDisposable = interactorScope.isActiveStream
            .subscribe(onNext: { [weak self] isInteractorActive in
                if isInteractorActive {
                    if self?.isStarted == true {
                        self?.executeStart(interactorScope)
                    }
                } else {
                    self?.executeStop()
                }
            })
    }

    private func executeStart(_ interactorScope: InteractorScope) {
        disposable = CompositeDisposable()
        didStart(interactorScope)
    }

    private func executeStop() {
        guard let disposable else { return }
        disposable.dispose()
        self.disposable = nil
        didStop()
    }

    private func unbindInteractor() {
        interactorBindingDisposable?.dispose()
        interactorBindingDisposable = nil
    }

    deinit {
        stop()
        unbindInteractor()
        isStartedSubject.onCompleted()
    }
}

/// An interactor scope that holds its source weakly; inactive once the source is gone.
private final class WeakInteractorScope: InteractorScope {
    weak var sourceScope: InteractorScope?

    init(sourceScope: InteractorScope) {
        self.sourceScope = sourceScope
    }

    var isActive: Bool { sourceScope?.isActive ?? false }

    var isActiveStream: Observable<Bool> { sourceScope?.isActiveStream ?? Observable.just(false) }
}
