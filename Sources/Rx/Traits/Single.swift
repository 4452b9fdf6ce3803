/// The trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence of exactly one element or an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The outcome of a `Single`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A single whose subscription runs `subscribe`, which reports one outcome.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the outcome.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: rxFatalError("Singles can't emit a completion event")
            }
        }
    }

    /// Subscribes closures for success, failure and disposal.
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: SingleObserver = { event in
            switch event {
            case .success(let element): onSuccess?(element); disposable.dispose()
            case .failure(let error):
                if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler(callStack, error) }
                disposable.dispose()
            }
        }
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }

    /// Like `subscribe(onSuccess:onFailure:onDisposed:)`, passing `object` (held weakly).
    public func subscribe<Object: AnyObject>(with object: Object, onSuccess: ((Object, Element) -> Void)? = nil, onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        subscribe(
            onSuccess: { [weak object] in guard let object else { return }; onSuccess?(object, $0) },
            onFailure: { [weak object] in guard let object else { return }; onFailure?(object, $0) },
            onDisposed: { [weak object] in guard let object else { return }; onDisposed?(object) }
        )
    }

    /// A single of `element`.
    public static func just(_ element: Element) -> Single<Element> { Single(raw: .just(element)) }

    /// A single of `element`, on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: .just(element, scheduler: scheduler))
    }

    /// A failed single.
    public static func error(_ error: Swift.Error) -> Single<Element> { Single(raw: .error(error)) }

    /// A single that never reports.
    public static func never() -> Single<Element> { Single(raw: .never()) }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element and drops `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Keeps the element only if it satisfies `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Continues with the single built from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Continues with the maybe built from the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// Continues with the completable built from the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Runs side effects, passing the outcome through.
    public func `do`(onSuccess: ((Element) throws -> Void)? = nil, afterSuccess: ((Element) throws -> Void)? = nil, onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Pairs the element with `obj` (held weakly).
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Single<(Object, Element)> {
        Single(raw: primitiveSequence.source.withUnretained(obj))
    }

    /// The single as a maybe.
    public func asMaybe() -> Maybe<Element> { Maybe(raw: primitiveSequence.source) }

    /// The single as a completable that ignores the element.
    public func asCompletable() -> Completable { Completable(raw: primitiveSequence.source.ignoreElements()) }
}

extension ObservableType {
    /// The sequence as a single: fails with `RxError.noElements` when empty and
    /// `RxError.moreThanOneElement` when a second element arrives.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: AsSingle(source: asObservable()))
    }

    /// The sequence as a maybe: fails with `RxError.moreThanOneElement` when a second element
    /// arrives.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: AsMaybe(source: asObservable()))
    }
}

final private class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var element: Event<Element>?

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
            }
            element = event
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element {
                forwardOn(element)
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}

final private class AsSingle<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AsSingleSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

final private class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var element: Event<Element>?

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
            }
            element = event
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element { forwardOn(element) }
            forwardOn(.completed)
            dispose()
        }
    }
}

final private class AsMaybe<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AsMaybeSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
