extension ObservableType {
    /// Subscribes a closure that receives every event.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: AnonymousObserver(on).on))
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// `onDisposed` runs once, after a terminal event or when the subscription is disposed.
    /// An error without `onError` goes to `Hooks.defaultErrorHandler`. Inlinable so that the
    /// observer and its per-event closure are specialised for the client's element type.
    @inlinable
    public func subscribe(
        onNext: consuming ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: consuming (() -> Void)? = nil,
        onDisposed: consuming (() -> Void)? = nil
    ) -> Disposable {
        // Two objects: the observer, which holds the closures and which only the upstream
        // holds, and the returned disposable (the pair of the subscription and `onDisposed`),
        // so that a disposed subscription still held keeps none of the closures alive. The
        // observer is subscribed as an `AnyObserver` built here, where the element type is
        // known, so that specialised upstream sinks call a specialised `on` (see
        // `SpecializedRun`).
        let disposable = SubscribeDisposable(onDisposed: onDisposed)
        let observer = SubscribeObserver<Element>(onNext: onNext, onError: onError ?? Hooks.unhandledErrorReporter(), onCompleted: onCompleted, disposable: disposable)
        disposable.setSubscription(asObservable().subscribeErased(AnyObserver(eventHandler: observer.on)))
        return disposable
    }

    /// Like `subscribe(onNext:onError:onCompleted:onDisposed:)`, passing `object` (held
    /// weakly) to each closure; events after `object` is gone are ignored.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] in
                guard let object else { return }
                onNext?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
