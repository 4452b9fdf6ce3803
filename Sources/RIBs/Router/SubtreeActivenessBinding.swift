import Rx

/// The observer through which a loaded router's subtree follows its interactor's activeness:
/// activating or deactivating every router below it, parents first.
///
/// One object instead of a closure, an anonymous observer and a `distinctUntilChanged` stage
/// per router. An `Interactor` calls it directly while nobody else observes its activeness
/// (see `Interactor.bindSubtree(_:)`); other interactables deliver through `isActiveStream`.
/// It holds the router weakly: a router is freed while its interactor may still emit (the
/// router's own `deinit` deactivates it), and then nothing must happen.
final class SubtreeActivenessBinding: ObserverType, Disposable {
    typealias Element = Bool

    private weak var router: Routing?
    // `@exclusivity(unchecked)`: plain flags of one object, set outside any `inout` access;
    // their dynamic checks were a thread-local lookup per event.
    /// The last activeness acted on: repeats are ignored, as `isActiveStream` does.
    @exclusivity(unchecked) private var lastActive: Bool?
    /// The subscription, when the binding observes a stream rather than being called directly.
    @exclusivity(unchecked) var subscription: Disposable?
    /// `true` once the router let go of it (in its `deinit`).
    @exclusivity(unchecked) private(set) var isDisposed = false

    /// Called by `Router.load()`.
    init(router: Routing) {
        self.router = router
    }

    /// Called by the router's `deinit`.
    func dispose() {
        isDisposed = true
        subscription?.dispose()
    }

    func on(_ event: Event<Bool>) {
        guard !isDisposed, case .next(let active) = event, active != lastActive else { return }
        lastActive = active
        guard let router else { return }
        Self.setSubtreeActive(router, active)
    }

    /// Brings `root` and every router below it, in pre-order, to `active`. Each change can
    /// change the subtree (a child's own binding runs inside it), so children are read after
    /// their parent was handled.
    private static func setSubtreeActive(_ root: Routing, _ active: Bool) {
        let interactable = root.interactable
        if interactable.isActive != active {
            if active { interactable.activate() } else { interactable.deactivate() }
        }
        for child in root.children {
            setSubtreeActive(child, active)
        }
    }
}
