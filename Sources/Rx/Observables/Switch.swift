import Synchronization

extension ObservableType {
    /// Maps each element to a sequence and mirrors only the latest one; completes when the
    /// source and the latest inner sequence have completed.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMapLatest(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the most recent inner sequence, dropping the previous one.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        FlatMapLatest(source: asObservable(), selector: { $0 })
    }
}

@usableFromInline
final class SwitchSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Observer.Element == SourceSequence.Element {
    @usableFromInline typealias Element = SourceSequence.Element
    @usableFromInline typealias Parent = SwitchSink<SourceElement, SourceSequence, Observer>

    @usableFromInline let parent: Parent
    @usableFromInline let id: Int
    @usableFromInline let this: Disposable

    @inlinable
    init(parent: Parent, id: Int, this: Disposable) {
        self.parent = parent
        self.id = id
        self.this = this
    }

    @inlinable
    func on(_ event: Event<Element>) {
        parent.lock.lock()
        defer { parent.lock.unlock() }
        switch event {
        case .next: break
        case .error, .completed: this.dispose()
        }
        if parent.latest != id { return }
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error:
            parent.forwardOn(event)
            parent.dispose()
        case .completed:
            parent.hasLatest = false
            if parent.stopped {
                parent.forwardOn(event)
                parent.dispose()
            }
        }
    }
}

/// Final and inlinable: flatMapLatest makes it in specialised code (see `SpecializedRun`).
@usableFromInline
final class SwitchSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == SourceSequence.Element {
    @usableFromInline typealias Element = SourceElement

    @usableFromInline let selector: (SourceElement) throws -> SourceSequence
    @usableFromInline let subscriptions = SingleAssignmentDisposable()
    @usableFromInline let innerSubscription = SerialDisposable()
    @usableFromInline let lock = RecursiveLock()
    // Mutated only under `lock`; atomics (relaxed: plain loads and stores) rather than `var`s
    // so that the specialised per-event code pays no dynamic exclusivity checks.
    @usableFromInline let stoppedStorage = Atomic<Bool>(false)
    @usableFromInline let latestStorage = Atomic<Int>(0)
    @usableFromInline let hasLatestStorage = Atomic<Bool>(false)
    // Whether `innerSubscription` may hold a live inner subscription (`false` once a `Just`
    // replaced it). Touched only by `on(.next)`, which the source serialises.
    @usableFromInline let innerMayBeLiveStorage = Atomic<Bool>(false)

    @inlinable
    var stopped: Bool {
        get { stoppedStorage.load(ordering: .relaxed) }
        set { stoppedStorage.store(newValue, ordering: .relaxed) }
    }

    @inlinable
    var latest: Int {
        get { latestStorage.load(ordering: .relaxed) }
        set { latestStorage.store(newValue, ordering: .relaxed) }
    }

    @inlinable
    var hasLatest: Bool {
        get { hasLatestStorage.load(ordering: .relaxed) }
        set { hasLatestStorage.store(newValue, ordering: .relaxed) }
    }

    @inlinable
    var innerMayBeLive: Bool {
        get { innerMayBeLiveStorage.load(ordering: .relaxed) }
        set { innerMayBeLiveStorage.store(newValue, ordering: .relaxed) }
    }

    @inlinable
    init(selector: @escaping (SourceElement) throws -> SourceSequence, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes `upstream` (this sink, or an observer forwarding to it) to `source`.
    @inlinable
    func run(_ source: Observable<SourceElement>, subscribing upstream: AnyObserver<SourceElement>) -> Disposable {
        subscriptions.setDisposable(source.subscribeErased(upstream))
        return Disposables.create(subscriptions, innerSubscription)
    }

    @inlinable
    func nextElementArrived(element: SourceElement) -> (Int, Observable<SourceSequence.Element>)? {
        lock.lock()
        defer { lock.unlock() }
        do {
            let observable = try selector(element).asObservable()
            hasLatest = true
            latest = latest &+ 1
            return (latest, observable)
        } catch {
            forwardOn(.error(error))
            dispose()
        }
        return nil
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if !innerMayBeLive {
                nextJustWithoutLiveInner(element)
                return
            }
            if let (latest, observable) = nextElementArrived(element: element) {
                if let just = observable as? Just<Observer.Element> {
                    subscribeInnerJust(just.element, id: latest)
                    return
                }
                subscribeInner(observable, id: latest)
            }
        case .error(let error):
            lock.performLocked {
                forwardOn(.error(error))
                dispose()
            }
        case .completed:
            lock.performLocked {
                stopped = true
                subscriptions.dispose()
                if !hasLatest {
                    forwardOn(.completed)
                    dispose()
                }
            }
        }
    }

    /// Replaces the previous inner subscription with one to `observable`.
    @inlinable
    func subscribeInner(_ observable: Observable<Observer.Element>, id: Int) {
        let disposable = SingleAssignmentDisposable()
        // Set before the previous inner is disposed: that may call out and re-enter `on`.
        innerMayBeLive = true
        innerSubscription.disposable = disposable
        let observer = SwitchSinkIter(parent: self, id: id, this: disposable)
        disposable.setDisposable(observable.subscribeErased(AnyObserver(eventHandler: observer.on)))
    }

    /// `on(.next)` when no inner subscription is live, so that replacing it would dispose
    /// nothing. If the new inner sequence is a `Just`, the three locked steps of RxSwift's
    /// order (map and count, forward the element, complete the inner) run under one hold of
    /// the lock: nothing observable happens between them on this thread, and other threads
    /// see the same outcome as they are serialised by the lock.
    @inlinable
    func nextJustWithoutLiveInner(_ element: SourceElement) {
        lock.lock()
        let observable: Observable<Observer.Element>
        do {
            observable = try selector(element).asObservable()
        } catch {
            forwardOn(.error(error))
            dispose()
            lock.unlock()
            return
        }
        hasLatest = true
        let id = latest &+ 1
        latest = id
        guard let just = observable as? Just<Observer.Element> else {
            lock.unlock()
            subscribeInner(observable, id: id)
            return
        }
        forwardOn(.next(just.element))
        if latest == id {
            hasLatest = false
            if stopped {
                forwardOn(.completed)
                dispose()
            }
        }
        lock.unlock()
    }

    /// What subscribing a `SwitchSinkIter` to `Just(element)` does, event for event, without
    /// the iterator and its single-assignment disposable: the previous inner subscription is
    /// disposed, the element is forwarded under the lock if this inner is still the latest,
    /// then, under the lock again, the latest inner counts as completed.
    @inlinable
    func subscribeInnerJust(_ element: Observer.Element, id: Int) {
        innerMayBeLive = false
        innerSubscription.disposable = Disposables.create()
        lock.performLocked {
            if latest == id { forwardOn(.next(element)) }
        }
        lock.performLocked {
            if latest != id { return }
            hasLatest = false
            if stopped {
                forwardOn(.completed)
                dispose()
            }
        }
    }
}

/// The flatMapLatest producer; its `specializedRun` is compiled where the operator is called.
@usableFromInline
final class FlatMapLatest<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let selector: (SourceElement) throws -> SourceSequence
    @usableFromInline let specializedRun: SpecializedRun<FlatMapLatest<SourceElement, SourceSequence>, SourceSequence.Element>

    @inlinable
    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> SourceSequence) {
        self.source = source
        self.selector = selector
        self.specializedRun = { flatMapLatest, observer, cancel in
            let sink = SwitchSink(selector: flatMapLatest.selector, observer: observer, cancel: cancel)
            let subscription = sink.run(flatMapLatest.source, subscribing: AnyObserver(eventHandler: sink.on))
            return (sink: sink, subscription: subscription)
        }
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element {
        specializedRun(self, AnyObserver(observer), cancel)
    }

    override func subscribeErased(_ observer: consuming AnyObserver<SourceSequence.Element>) -> Disposable {
        subscribeErased(observer, producer: self, run: specializedRun)
    }
}
