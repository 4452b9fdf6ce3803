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
    // `@exclusivity(unchecked)` on the per-RIB state here: only this class writes it, never
    // through `inout` across a call, and each dynamic check cost a thread-local lookup.
    @exclusivity(unchecked) public final private(set) var isActive = false

    /// The activeness: replays the current value, then each change; completes at `deinit`.
    public final var isActiveStream: Observable<Bool> {
        isActiveSubject.asObservable().distinctUntilChanged()
    }

    /// The subject behind `isActiveStream`, made at its first use with the current value: most
    /// interactors are only driven by their router. Interactors are used from one thread (like
    /// their router), so it is made without a lock.
    private var isActiveSubject: BehaviorSubject<Bool> {
        if let activenessSubject { return activenessSubject }
        let subject = BehaviorSubject<Bool>(value: isActive)
        activenessSubject = subject
        // The router's binding came before any stream observer: it stays first.
        if let binding = leadingBinding {
            leadingBinding = nil
            if !binding.isDisposed {
                binding.subscription = subject.subscribe(binding)
            }
        }
        return subject
    }

    public init() {}

    /// Makes the interactor active: emits `true` on `isActiveStream` (so the router activates
    /// the subtree first), then calls `didBecomeActive()`. Called by the router; a no-op when
    /// already active.
    public final func activate() {
        guard !isActive else { return }
        collectsActivenessDisposables = true
        isActive = true
        RIBCalls.around({ (.didBecomeActive, RIBNaming.name(of: self)) }) {
            emitActiveness(true)
            didBecomeActive()
        }
        RIBEvents.emit { RIBEvent(kind: .activated, name: RIBNaming.name(of: self)) }
    }

    /// Override to start work when the RIB is attached. Called by `activate()`.
    open func didBecomeActive() {}

    /// Makes the interactor inactive: calls `willResignActive()`, disposes what was bound with
    /// `disposeOnDeactivate`, then emits `false`. Called by the router; a no-op when inactive.
    public final func deactivate() {
        guard isActive else { return }
        RIBCalls.around({ (.willResignActive, RIBNaming.name(of: self)) }) {
            willResignActive()
            // Still collecting while the group disposes: a subscription bound from a dispose
            // handler goes into the disposed group, which ends it at once.
            activenessDisposable?.dispose()
            activenessDisposable = nil
            collectsActivenessDisposables = false
            isActive = false
            emitActiveness(false)
        }
        RIBEvents.emit { RIBEvent(kind: .deactivated, name: RIBNaming.name(of: self)) }
    }

    /// Override to clean up when the RIB is detached. Called by `deactivate()`.
    open func willResignActive() {}

    /// Makes `binding` follow the activeness, starting with the current value. Called by
    /// `Router.load()`.
    ///
    /// While nobody has asked for `isActiveStream`, the binding would be the subject's first
    /// observer, so it is kept and called directly, and the subject is not made at all. Else it
    /// observes the raw subject (no `distinctUntilChanged` stage: the subject only changes
    /// value, and the binding ignores repeats itself).
    func bindSubtree(_ binding: SubtreeActivenessBinding) {
        if activenessSubject == nil, leadingBinding?.isDisposed ?? true {
            leadingBinding = binding
            binding.on(.next(isActive))
        } else {
            binding.subscription = isActiveSubject.subscribe(binding)
        }
    }

    /// Sends a change of activeness to its observers: the subject's, or the leading binding.
    private func emitActiveness(_ active: Bool) {
        if let activenessSubject {
            activenessSubject.onNext(active)
        } else if let binding = leadingBinding {
            if binding.isDisposed {
                leadingBinding = nil
            } else {
                binding.on(.next(active))
            }
        }
    }

    /// Binds `disposable` to the current activation: it is disposed at the next
    /// `deactivate()`. Called by `disposeOnDeactivate(interactor:)`; `false` (nothing kept)
    /// while inactive.
    func bindToActiveness(_ disposable: Disposable) -> Bool {
        guard collectsActivenessDisposables else { return false }
        let group = activenessDisposable ?? CompositeDisposable()
        activenessDisposable = group
        _ = group.insert(disposable)
        return true
    }

    /// `true` from `activate()` until `deactivate()` has disposed the activation's
    /// subscriptions.
    @exclusivity(unchecked) private var collectsActivenessDisposables = false
    /// The `disposeOnDeactivate` subscriptions of this activation, made at the first one: most
    /// interactors bind none.
    @exclusivity(unchecked) private var activenessDisposable: CompositeDisposable?
    @exclusivity(unchecked) private var activenessSubject: BehaviorSubject<Bool>?
    /// A router's binding made while `activenessSubject` did not exist (see `bindSubtree`).
    @exclusivity(unchecked) private var leadingBinding: SubtreeActivenessBinding?

    /// The leak detector's expectation that this interactor be freed (the first one), told at
    /// the start of `deinit` instead of watching through a weak reference. Set by
    /// `LeakDetector.expectDeallocate(object:)`.
    @exclusivity(unchecked) var deallocationWatch: DeallocationWatch?

    deinit {
        deallocationWatch?.watchedObjectFreed()
        if isActive {
            deactivate()
        }
        activenessSubject?.onCompleted()
    }
}
