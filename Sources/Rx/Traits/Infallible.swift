/// A sequence that can't fail: only elements and completion.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) { self.source = source }

    public func asObservable() -> Observable<Element> { source }
}

/// Types that are infallible sequences.
public protocol InfallibleType: ObservableConvertibleType {}

extension InfallibleType {
    /// Subscribes a closure that receives every event. An error cannot happen; if a
    /// misbehaving source sends one, it is reported through `Hooks.defaultErrorHandler`.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error): Hooks.reportBindingError(error)
            }
        }
    }

    /// Subscribes closures for elements, completion and disposal.
    public func subscribe(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `subscribe(onNext:onCompleted:onDisposed:)`, passing `object` (held weakly).
    public func subscribe<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension Infallible {
    /// An infallible sequence whose subscription emits through `subscribe`.
    public static func create(subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> Disposable) -> Infallible<Element> {
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// The elements, then completion, on `scheduler`.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(.from(elements, scheduler: scheduler))
    }

    /// The array's elements, then completion, on `scheduler`.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(.from(array, scheduler: scheduler))
    }

    /// The sequence's elements, then completion, on `scheduler`.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(.from(sequence, scheduler: scheduler))
    }
}

/// An event of an infallible sequence.
@frozen
public enum InfallibleEvent<Element> {
    case next(Element)
    case completed
}

extension InfallibleType {
    /// One element, then completion.
    public static func just(_ element: Element) -> Infallible<Element> { Infallible(.just(element)) }

    /// One element, then completion, on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// Completion at once.
    public static func empty() -> Infallible<Element> { Infallible(.empty()) }

    /// Nothing, ever.
    public static func never() -> Infallible<Element> { Infallible(.never()) }

    /// Calls `observableFactory` for each subscriber.
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(.deferred { try observableFactory().asObservable() })
    }
}

extension ObservableConvertibleType {
    /// An infallible sequence that replaces an error with `element` and completes.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// An infallible sequence that continues with `infallible` after an error.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// An infallible sequence that continues with what `onErrorRecover` builds from the error.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}

extension PublishRelay {
    /// The relay as an infallible sequence.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension BehaviorRelay {
    /// The relay as an infallible sequence.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
    /// The relay as an infallible sequence.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
