import Rx

/// The base of a traced proxy: an object that stands behind a VIP boundary protocol, records
/// each call into a `CycleTracer`, and forwards it to the real implementation.
///
/// Swift cannot intercept protocol calls generically (no macros without a package dependency,
/// no method key paths), so each boundary protocol gets one small subclass whose methods are
/// one line each, `#function` supplying the name:
///
/// ```swift
/// final class TracedPresenter: TracedBoundary<any ListOrdersPresentationLogic>, ListOrdersPresentationLogic {
///     func presentFetchedOrders(response: ListOrders.FetchOrders.Response) {
///         forward(response) { $0.presentFetchedOrders(response: response) }
///     }
/// }
/// ```
///
/// The scene's configurator puts the proxy where the real object would go; the interactor,
/// presenter and view controller themselves contain no tracing code.
open class TracedBoundary<Target> {
    /// Where calls are recorded.
    public let tracer: CycleTracer
    /// The caller's side of the boundary.
    public let from: VIPRole
    /// The callee's side of the boundary.
    public let to: VIPRole

    private let strongTarget: Target?
    private weak var weakTarget: AnyObject?
    private var keptAlive: [AnyObject] = []

    /// A proxy that keeps `target` alive (interactor, worker, router).
    public init(_ target: Target, tracer: CycleTracer, from: VIPRole, to: VIPRole) {
        self.strongTarget = target
        self.tracer = tracer
        self.from = from
        self.to = to
    }

    /// A proxy that holds `target` weakly, for boundaries the seeds declare `weak`
    /// (presenter → view controller). Someone else must keep the proxy alive.
    public init(weakly target: AnyObject, tracer: CycleTracer, from: VIPRole, to: VIPRole) {
        self.strongTarget = nil
        self.weakTarget = target
        self.tracer = tracer
        self.from = from
        self.to = to
    }

    /// The real implementation, or nil once a weakly held one is gone.
    public var target: Target? {
        strongTarget ?? (weakTarget as? Target)
    }

    /// Keeps `object` alive as long as this proxy: a configurator hands the weakly held
    /// display proxy to the presenter proxy, which the interactor holds, so that no scene
    /// class needs a tracing-only property.
    public func keepAlive(_ object: AnyObject) {
        keptAlive.append(object)
    }

    /// Records `method(argument)` and calls `body` with the target (if it is still alive).
    /// Called by the subclass's protocol methods.
    public func forward<Argument>(_ argument: Argument, method: String = #function, _ body: (Target) -> Void) {
        tracer.record(from: from, to: to, method: method, argument: argument)
        if let target { body(target) }
    }

    /// Records the call, then returns the target's stream with each element recorded as a
    /// reply (and an error as a failure) going back from `to` to `from`. For workers.
    public func forward<Argument, Element>(_ argument: Argument, method: String = #function, _ body: (Target) -> Observable<Element>) -> Observable<Element> {
        tracer.record(from: from, to: to, method: method, argument: argument)
        guard let target else { return Observable.empty() }
        return body(target).tracedReplies(by: tracer, from: to, to: from, method: method)
    }
}
