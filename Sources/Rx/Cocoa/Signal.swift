/// A shared sequence for UI events: never fails, delivers on the main scheduler, and does NOT
/// replay to new subscribers (`share(scope: .whileConnected)`).
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// `Signal`'s sharing: no replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension ObservableConvertibleType {
    /// A signal that replaces an error with `onErrorJustReturn` and completes.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A signal that continues with `onErrorSignalWith` after an error.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
    }

    /// A signal that continues with the signal `onErrorRecover` builds from the error.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The driver as a signal (no replay).
    public func asSignal() -> Signal<Element> {
        Signal(raw: asObservable().share(scope: .whileConnected))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes `observers` of optional elements.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to the relays.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays as optionals.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays as optionals.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays as optionals.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes closures for elements, completion and disposal.
    public func emit(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes, ignoring the elements (for the side effects upstream).
    public func emit() -> Disposable {
        asObservable().subscribe()
    }

    /// Like `emit(onNext:onCompleted:onDisposed:)`, passing `object` (held weakly).
    public func emit<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension PublishRelay {
    /// The relay as a signal.
    public func asSignal() -> Signal<Element> {
        Signal(raw: asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension BehaviorRelay {
    /// The relay as a driver.
    public func asDriver() -> Driver<Element> {
        Driver(raw: asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
