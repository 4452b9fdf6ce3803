/// The trait of `Completable`: completion or an error, no elements.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The outcome of a `Completable`.
@frozen
public enum CompletableEvent {
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A completable whose subscription runs `subscribe`, which reports one outcome.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next: rxFatalError("Completables can't emit values")
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion, error and disposal.
    public func subscribe(onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: CompletableObserver = { event in
            switch event {
            case .error(let error):
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            case .completed: onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }

    /// A completable that completes at once.
    public static func empty() -> Completable { Completable(raw: .empty()) }

    /// A failed completable.
    public static func error(_ error: Swift.Error) -> Completable { Completable(raw: .error(error)) }

    /// A completable that never reports.
    public static func never() -> Completable { Completable(raw: .never()) }

    /// Runs side effects, passing the outcome through.
    public func `do`(onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Completable {
        Completable(raw: primitiveSequence.source.do(onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension ObservableType where Element == Never {
    /// The sequence as a completable. Only element-free sequences convert (as in RxSwift):
    /// drop the elements of others with `ignoreElements()` first.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}
