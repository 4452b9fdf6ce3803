import Rx

/// The stages of a router's life.
public enum RouterLifecycle: Sendable, Equatable {
    /// The router loaded (its `didLoad()` is about to run).
    case didLoad
}

/// A router's lifecycle, for code that must wait until the router has loaded.
public protocol RouterScope: AnyObject {
    /// Emits `.didLoad` once; completes when the router is freed.
    var lifecycle: Observable<RouterLifecycle> { get }
}

/// What a parent router needs of a child; mocks conform to it in router tests.
public protocol Routing: RouterScope {
    /// The child's interactor, which the parent activates and deactivates.
    var interactable: Interactable { get }

    /// The attached children, in attach order.
    var children: [Routing] { get }

    /// Loads the router once. Called by `attachChild` and `LaunchRouter.launch(from:)`; never
    /// call it yourself.
    func load()

    /// Attaches `child`: activates its interactor, then loads it.
    func attachChild(_ child: Routing)

    /// Detaches `child`: deactivates its interactor (its subtree follows), then removes it.
    func detachChild(_ child: Routing)
}

/// A router that owns no view: the node of the RIB tree that attaches and detaches children
/// and drives its interactor's lifecycle.
///
/// Subclasses add `routeTo…` methods that build children with their builders, attach them
/// and, for viewful children, present their views through a view controller given by an
/// ancestor.
open class Router<InteractorType>: Routing {
    /// The interactor, as its own type, for the subclass's routing calls.
    public let interactor: InteractorType

    /// The interactor, as the framework drives it.
    public let interactable: Interactable

    /// The attached children, in attach order.
    public final var children: [Routing] = []

    /// Emits `.didLoad` when the router loads; completes when it is freed.
    public final var lifecycle: Observable<RouterLifecycle> {
        if let lifecycleSubject { return lifecycleSubject.asObservable() }
        let subject = PublishSubject<RouterLifecycle>()
        lifecycleSubject = subject
        return subject.asObservable()
    }

    /// Called by the builder. `interactor` must conform to `Interactable` (programmer error
    /// otherwise, as in RIBs).
    public init(interactor: InteractorType) {
        self.interactor = interactor
        guard let interactable = interactor as? Interactable else {
            fatalError("\(interactor) should conform to \(Interactable.self)")
        }
        self.interactable = interactable
    }

    /// Loads the router: binds the subtree's activeness to the interactor's, emits
    /// `.didLoad`, then calls `didLoad()`. Runs once; later calls do nothing.
    public final func load() {
        guard !didLoadFlag else { return }
        didLoadFlag = true
        RIBCalls.around({ (.didLoad, RIBNaming.name(of: self)) }) {
            internalDidLoad()
            didLoad()
        }
        RIBEvents.emit { RIBEvent(kind: .loaded, name: RIBNaming.name(of: self)) }
    }

    /// Override to attach children that live as long as this router. Called once, by `load()`.
    open func didLoad() {}

    /// Attaches `child`, activates its interactor and then loads it, so that children it
    /// attaches in `didLoad` see an active parent. Attaching a child twice is reported as
    /// `.childAlreadyAttached` and refused.
    public final func attachChild(_ child: Routing) {
        if children.contains(where: { $0 === child }) {
            RIBsFailureReporter.report(.childAlreadyAttached, "Attempt to attach child: \(RIBNaming.name(of: child)), which is already attached to \(RIBNaming.name(of: self)).")
            return
        }
        RIBCalls.around({ (.attachChild(parent: RIBNaming.name(of: self)), RIBNaming.name(of: child)) }) {
            // Room for a few children at the first: growing 1, 2, 4 cost three allocations.
            if children.capacity == 0 { children.reserveCapacity(4) }
            children.append(child)
            child.interactable.activate()
            child.load()
        }
        RIBEvents.emit { RIBEvent(kind: .attached, name: RIBNaming.name(of: child), parent: RIBNaming.name(of: self)) }
    }

    /// Deactivates `child`'s interactor (its own subtree follows and stays attached to it,
    /// inactive) and removes it from `children`.
    public final func detachChild(_ child: Routing) {
        RIBCalls.around({ (.detachChild(parent: RIBNaming.name(of: self)), RIBNaming.name(of: child)) }) {
            child.interactable.deactivate()
            children.removeElementByReference(child)
        }
        RIBEvents.emit { RIBEvent(kind: .detached, name: RIBNaming.name(of: child), parent: RIBNaming.name(of: self)) }
    }

    /// Subscriptions that live until the router is freed (`ViewableRouter`'s view leak
    /// detection); made at the first use.
    var deinitDisposable: CompositeDisposable {
        if let deinitDisposables { return deinitDisposables }
        let group = CompositeDisposable()
        deinitDisposables = group
        return group
    }

    /// Called by `load()`; `ViewableRouter` adds its view leak detection before it.
    func internalDidLoad() {
        bindSubtreeActiveState()
        lifecycleSubject?.onNext(.didLoad)
    }

    // Routers are used from one thread (like `children`), so these are made lazily without a
    // lock: most routers have no `lifecycle` observer and no view leak detection.
    // `@exclusivity(unchecked)`: private per-RIB state that only this class touches, never
    // through `inout` across a call; each dynamic check cost a thread-local lookup.
    @exclusivity(unchecked) private var lifecycleSubject: PublishSubject<RouterLifecycle>?
    @exclusivity(unchecked) private var deinitDisposables: CompositeDisposable?
    @exclusivity(unchecked) private var subtreeBinding: SubtreeActivenessBinding?
    @exclusivity(unchecked) private var didLoadFlag = false
    /// Traced proxies wired into this RIB's weak references (`RIBCallProxy`): they live as
    /// long as the router.
    @exclusivity(unchecked) private var keptProxies: [AnyObject] = []

    private func bindSubtreeActiveState() {
        let binding = SubtreeActivenessBinding(router: self)
        subtreeBinding = binding
        if let interactor = interactable as? Interactor {
            interactor.bindSubtree(binding)
        } else {
            binding.subscription = interactable.isActiveStream.subscribe(binding)
        }
    }

    private func detachAllChildren() {
        for child in children {
            detachChild(child)
        }
    }

    deinit {
        interactable.deactivate()
        if !children.isEmpty {
            detachAllChildren()
        }
        lifecycleSubject?.onCompleted()
        deinitDisposables?.dispose()
        subtreeBinding?.dispose()
        LeakDetector.instance.expectDeallocate(object: interactable)
    }
}

extension Router: RIBCallProxyKeeping {
    func keep(_ proxy: AnyObject) { keptProxies.append(proxy) }
}
