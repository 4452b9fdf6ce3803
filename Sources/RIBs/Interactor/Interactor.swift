import Rx

/// The activeness of an interactor, as seen by routers, workers and `confineTo`.
public protocol InteractorScope: AnyObject {
    /// `true` between `activate()` and `deactivate()`.
    var isActive: Bool { get }

    /// The activeness: replays the current value on subscription, then each change; completes
    /// when the interactor is freed.
    var isActiveStream: Observable<Bool> { get }
}

/// What a router needs of its interactor; mocks conform to it in router tests.
public protocol Interactable: InteractorScope {
    /// Called by the owning router when its RIB is attached; never call it yourself.
    func activate()

    /// Called by the owning router when its RIB is detached; never call it yourself.
    func deactivate()
}

/// The business logic of a RIB, active while its router is attached.
///
/// Subclasses override `didBecomeActive()` to start subscriptions (ending them with
/// `disposeOnDeactivate(interactor:)`) and `willResignActive()` to clean up.
open class Interactor: Interactable {
    /// `true` between `activate()` and `deactivate()`.
    public final var isActive: Bool {
        (try? isActiveSubject.value()) ?? false
    }

    /// The activeness: replays the current value, then each change; completes at `deinit`.
    public final var isActiveStream: Observable<Bool> {
        isActiveSubject.asObservable().distinctUntilChanged()
    }

    public init() {}

    /// Makes the interactor active: emits `true` on `isActiveStream` (so the router activates
    /// the subtree first), then calls `didBecomeActive()`. Called by the router; a no-op when
    /// already active.
    public final func activate() {
        guard !isActive else { return }
        activenessDisposable = CompositeDisposable()
        isActiveSubject.onNext(true)
        didBecomeActive()
        RIBEvents.emit { RIBEvent(kind: .activated, name: RIBNaming.name(of: self)) }
    }

    /// Override to start work when the RIB is attached. Called by `activate()`.
    open func didBecomeActive() {}

    /// Makes the interactor inactive: calls `willResignActive()`, disposes what was bound with
    /// `disposeOnDeactivate`, then emits `false`. Called by the router; a no-op when inactive.
    public final func deactivate() {
        guard isActive else { return }
        willResignActive()
        activenessDisposable?.dispose()
        activenessDisposable = nil
        isActiveSubject.onNext(false)
        RIBEvents.emit { RIBEvent(kind: .deactivated, name: RIBNaming.name(of: self)) }
    }

    /// Override to clean up when the RIB is detached. Called by `deactivate()`.
    open func willResignActive() {}

    /// Holds `disposeOnDeactivate` subscriptions while active; `nil` while inactive.
    var activenessDisposable: CompositeDisposable?
    private let isActiveSubject = BehaviorSubject<Bool>(value: false)

    deinit {
        if isActive {
            deactivate()
        }
        isActiveSubject.onCompleted()
    }
}
