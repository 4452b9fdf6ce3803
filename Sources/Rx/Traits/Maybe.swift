/// The trait of `Maybe`: one element, or nothing, or an error.
public enum MaybeTrait {}

/// A sequence of at most one element, completion, or an error.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The outcome of a `Maybe`.
@frozen
public enum MaybeEvent<Element> {
    case success(Element)
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A maybe whose subscription runs `subscribe`, which reports one outcome.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the outcome.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for success, error, completion and disposal.
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: MaybeObserver = { event in
            switch event {
            case .success(let element): onSuccess?(element)
            case .error(let error):
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            case .completed: onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }

    /// A maybe of `element`.
    public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: .just(element)) }

    /// A maybe of `element`, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: .just(element, scheduler: scheduler))
    }

    /// A maybe that completes empty.
    public static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }

    /// A failed maybe.
    public static func error(_ error: Swift.Error) -> Maybe<Element> { Maybe(raw: .error(error)) }

    /// A maybe that never reports.
    public static func never() -> Maybe<Element> { Maybe(raw: .never()) }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element, completing empty when the transform returns `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Keeps the element only if it satisfies `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Continues with the maybe built from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Emits `element` if the maybe completes empty.
    public func ifEmpty(default element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: element))
    }

    /// Switches to `other` if the maybe completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// Switches to `other` if the maybe completes empty.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
    }

    /// On error, succeeds with `element`.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Runs side effects, passing the outcome through.
    public func `do`(onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil, onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.do(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The maybe as a completable.
    public func asCompletable() -> Completable { Completable(raw: primitiveSequence.source.ignoreElements()) }
}

extension ObservableType {
    /// Emits `element` and completes if the source completes without elements.
    public func ifEmpty(default element: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(element))
    }

    /// Continues with `other` if the source completes without elements.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        Observable.deferred { [source = asObservable()] in
            var isEmpty = true
            return source
                .do(onNext: { _ in isEmpty = false })
                .concat(Observable.deferred { isEmpty ? other : .empty() })
        }
    }
}
