extension InfallibleType {
    /// Subscribes `observers`; every event goes to all of them in order.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes `observers` of optional elements.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Applies `binder` to this sequence.
    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    /// Applies `binder` to this sequence with an extra argument.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribe(onNext: onNext)
    }

    /// Sends every element to the relays.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays as optionals.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays as optionals.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays as optionals.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }
}
