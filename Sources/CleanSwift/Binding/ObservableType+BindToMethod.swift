import Rx

extension ObservableType {
    /// Calls `method` on `target` with every element: one line per interactor method, with no
    /// hand-written `Binder`.
    ///
    /// ```swift
    /// labelListRequests.bind(to: interactor, CommunityCardLabelEditorInteractorLogic.getLabelList)
    /// ```
    ///
    /// Like a `Binder`, it holds `target` weakly (elements after it is gone are dropped) and
    /// treats an error as programmer misuse, reported through `Hooks.defaultErrorHandler`.
    /// Unlike RxCocoa's `Binder` it calls the method on the thread that delivers the element,
    /// so that a scene on a virtual-time scheduler stays on that scheduler.
    public func bind<Target: AnyObject>(to target: Target, _ method: @escaping (Target) -> (Element) -> Void) -> Disposable {
        subscribe(Binder(target, method: method))
    }
}

extension Binder {
    /// A binder that calls `method` on `target` for each element, on the delivering thread.
    ///
    /// The generic form of seed 003's per-method binder:
    /// `Binder(interactor, method: CommunityCardLabelEditorInteractorLogic.getLabelList)`.
    public init<Target: AnyObject>(_ target: Target, method: @escaping (Target) -> (Value) -> Void) {
        self.init(target, scheduler: DeliveringThreadScheduler.instance) { target, value in
            method(target)(value)
        }
    }
}
