extension ObservableType {
    /// Subscribes the observers to this sequence; elements go to all of them in order.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes the observers to this sequence, wrapping elements as optionals.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to the relays. Errors are programmer misuse (relays cannot error)
    /// and are reported through `Hooks.defaultErrorHandler`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays as optionals.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
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
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element to the relays as optionals.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        acceptAll { element in relays.forEach { $0.accept(element) } }
    }

    /// Applies `binder` to this sequence.
    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    /// Applies `binder` to this sequence with an extra argument.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements; errors are reported through `Hooks`.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in Hooks.reportBindingError(error) })
    }
}

extension ObservableConvertibleType {
    /// Subscribes `accept` to the elements, for binding to relays. A relay cannot fail, so
    /// an error is programmer misuse and is reported through `Hooks.defaultErrorHandler`.
    func acceptAll(_ accept: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element): accept(element)
            case .error(let error): Hooks.reportBindingError(error)
            case .completed: break
            }
        }
    }
}
