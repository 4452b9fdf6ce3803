/// A shared sequence for UI state: never fails, delivers on the main scheduler, replays the
/// latest element to new subscribers (`share(replay: 1, scope: .whileConnected)`).
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// `Driver`'s sharing: replay the latest element while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension ObservableConvertibleType {
    /// A driver that replaces an error with `onErrorJustReturn` and completes.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }

    /// A driver that continues with `onErrorDriveWith` after an error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return Driver(source)
    }

    /// A driver that continues with the driver `onErrorRecover` builds from the error.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Driver(source)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes `observers`. Must be called on the main thread, as in RxCocoa.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asSharedSequence().asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes `observers` with optional elements.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to the relays.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays as optionals.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays as optionals.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays.
    public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes closures for elements, completion and disposal.
    public func drive(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `drive(onNext:onCompleted:onDisposed:)`, passing `object` (held weakly).
    public func drive<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Applies `transformation` to this driver.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return transformation(asObservable())
    }

    /// Applies `with` to this driver with an extra argument.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes, ignoring the elements (for the side effects upstream).
    public func drive() -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can be only called from `MainThread`.")
        return asObservable().subscribe()
    }
}
