/// An observer that applies each element to a target object, on a scheduler (the main one by
/// default), while the target is alive. It never holds the target strongly.
///
/// A `Binder` cannot receive errors: an error is programmer misuse and is reported through
/// `Hooks.defaultErrorHandler` (RxSwift release builds print it the same way).
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder for `target` that runs `binding` on `scheduler`.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance, binding: @escaping (Target, Value) -> Void) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { [weak target] element in
                    if let target { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                Hooks.reportBindingError(error)
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) { binding(event) }

    /// The binder as a type-erased observer.
    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}
