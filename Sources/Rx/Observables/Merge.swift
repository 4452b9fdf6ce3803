import Synchronization

extension ObservableType {
    /// Maps each element to a sequence and merges all of them; completes when the source and
    /// every inner sequence have completed.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector, dropsWhileActive: false)
    }

    /// Like `flatMap`, but ignores source elements while an inner sequence is still running.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector, dropsWhileActive: true)
    }

    /// Maps each element to a sequence and concatenates them: one at a time, in order.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        ConcatMap(source: asObservable(), selector: selector)
    }

    /// Drops every element; keeps only the terminal event.
    public func ignoreElements() -> Observable<Never> {
        flatMap { _ in Observable<Never>.empty() }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences as they arrive.
    public func merge() -> Observable<Element.Element> {
        Merge(source: asObservable())
    }

    /// Merges the inner sequences, at most `maxConcurrent` subscribed at a time; the others wait.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimited(source: asObservable(), maxConcurrent: maxConcurrent)
    }

    /// Concatenates the inner sequences, one after another, in arrival order.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Merges the sequences' elements as they arrive.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }

    /// Merges the sequences' elements as they arrive.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Merges the sequences' elements as they arrive.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }
}

/// Observes one inner sequence of a merge.
@usableFromInline
final class MergeSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Observer.Element == SourceSequence.Element {
    @usableFromInline typealias Element = Observer.Element
    @usableFromInline typealias Parent = MergeSink<SourceElement, SourceSequence, Observer>

    @usableFromInline let parent: Parent
    @usableFromInline let disposeKey: CompositeDisposable.DisposeKey

    @inlinable
    init(parent: Parent, disposeKey: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
    }

    @inlinable
    func on(_ event: Event<Element>) {
        parent.lock.lock()
        defer { parent.lock.unlock() }
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error:
            parent.forwardOn(event)
            parent.dispose()
        case .completed:
            parent.group.remove(for: disposeKey)
            parent.activeCount -= 1
            parent.checkCompleted()
        }
    }
}

/// The merge machinery shared by flatMap, flatMapFirst and merge.
///
/// Final and inlinable: flatMap and flatMapFirst make it in specialised code (see
/// `SpecializedRun`), so its per-event path and its inner subscriptions are specialised.
@usableFromInline
final class MergeSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == SourceSequence.Element {
    @usableFromInline typealias ResultType = Observer.Element
    @usableFromInline typealias Element = SourceElement
    @usableFromInline typealias Selector = (SourceElement) throws -> SourceSequence

    @usableFromInline let selector: Selector
    /// flatMapFirst: source elements are ignored while an inner sequence is running.
    @usableFromInline let dropsWhileActive: Bool
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline let group = CompositeDisposable()
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    // Mutated only under `lock`; atomics (relaxed: plain loads and stores) rather than `var`s
    // so that the specialised per-event code pays no dynamic exclusivity checks.
    @usableFromInline let activeCountStorage = Atomic<Int>(0)
    @usableFromInline let stoppedStorage = Atomic<Bool>(false)

    @inlinable
    var activeCount: Int {
        get { activeCountStorage.load(ordering: .relaxed) }
        set { activeCountStorage.store(newValue, ordering: .relaxed) }
    }

    @inlinable
    var stopped: Bool {
        get { stoppedStorage.load(ordering: .relaxed) }
        set { stoppedStorage.store(newValue, ordering: .relaxed) }
    }

    @inlinable
    init(selector: @escaping Selector, dropsWhileActive: Bool, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        self.dropsWhileActive = dropsWhileActive
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    var subscribeNext: Bool { !dropsWhileActive || activeCount == 0 }

    @inlinable @inline(__always)
    func nextElementArrived(element: SourceElement) -> SourceSequence? {
        lock.lock()
        defer { lock.unlock() }
        if !subscribeNext { return nil }
        do {
            let value = try selector(element)
            activeCount += 1
            return value
        } catch {
            forwardOn(.error(error))
            dispose()
            return nil
        }
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let value = nextElementArrived(element: element) {
                subscribeInner(value.asObservable())
            }
        case .error(let error):
            lock.performLocked {
                forwardOn(.error(error))
                dispose()
            }
        case .completed:
            lock.performLocked {
                stopped = true
                sourceSubscription.dispose()
                checkCompleted()
            }
        }
    }

    @inlinable
    func subscribeInner(_ source: Observable<Observer.Element>) {
        if let just = source as? Just<Observer.Element> {
            subscribeInnerJust(just.element)
            return
        }
        let iterDisposable = SingleAssignmentDisposable()
        if let disposeKey = group.insert(iterDisposable) {
            let iter = MergeSinkIter(parent: self, disposeKey: disposeKey)
            let subscription = source.subscribeErased(AnyObserver(eventHandler: iter.on))
            iterDisposable.setDisposable(subscription)
        }
    }

    /// What subscribing a `MergeSinkIter` to `Just(element)` does, event for event, without
    /// the iterator, its disposable and the group entry that would be removed at once: a
    /// disposed group subscribes nothing; otherwise the element is forwarded under the lock,
    /// then, under the lock again, the inner sequence counts as completed.
    @inlinable
    func subscribeInnerJust(_ element: Observer.Element) {
        if group.isDisposed { return }
        lock.performLocked { forwardOn(.next(element)) }
        lock.performLocked {
            activeCount -= 1
            checkCompleted()
        }
    }

    @inlinable @inline(__always)
    func checkCompleted() {
        if stopped && activeCount == 0 {
            forwardOn(.completed)
            dispose()
        }
    }

    /// Subscribes `upstream` (this sink, or an observer forwarding to it) to `source`.
    @inlinable
    func run(_ source: Observable<SourceElement>, subscribing upstream: AnyObserver<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        let subscription = source.subscribeErased(upstream)
        sourceSubscription.setDisposable(subscription)
        return group
    }
}

extension MergeSink where SourceElement == SourceSequence {
    /// Merges a fixed list: each source arrives as an element, then the list completes.
    func run(_ sources: [SourceSequence]) -> Disposable {
        _ = group.insert(sourceSubscription)
        for source in sources { on(.next(source)) }
        on(.completed)
        return group
    }
}

/// The flatMap and flatMapFirst producer; its `specializedRun` is compiled where the operator
/// is called.
@usableFromInline
final class FlatMap<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    @usableFromInline typealias Selector = (SourceElement) throws -> SourceSequence
    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let selector: Selector
    @usableFromInline let dropsWhileActive: Bool
    @usableFromInline let specializedRun: SpecializedRun<FlatMap<SourceElement, SourceSequence>, SourceSequence.Element>

    @inlinable
    init(source: Observable<SourceElement>, selector: @escaping Selector, dropsWhileActive: Bool) {
        self.source = source
        self.selector = selector
        self.dropsWhileActive = dropsWhileActive
        self.specializedRun = { flatMap, observer, cancel in
            let sink = MergeSink(selector: flatMap.selector, dropsWhileActive: flatMap.dropsWhileActive, observer: observer, cancel: cancel)
            let subscription = sink.run(flatMap.source, subscribing: AnyObserver(eventHandler: sink.on))
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

final private class Merge<SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>

    init(source: Observable<SourceSequence>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element {
        let sink = MergeSink<SourceSequence, SourceSequence, Observer>(selector: { $0 }, dropsWhileActive: false, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source, subscribing: AnyObserver(sink)))
    }
}

final private class MergeArray<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) { self.sources = sources }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(selector: { $0 }, dropsWhileActive: false, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(sources))
    }
}
