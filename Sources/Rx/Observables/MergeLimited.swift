/// Merges inner sequences with at most `maxConcurrent` subscribed; the rest wait in a queue.
/// `concat()` and `concatMap` are this with one at a time.
final private class MergeLimitedSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Observer.Element == SourceSequence.Element {
    typealias Element = Observer.Element
    typealias Parent = MergeLimitedSink<SourceElement, SourceSequence, Observer>

    private let parent: Parent
    private let disposeKey: CompositeDisposable.DisposeKey

    init(parent: Parent, disposeKey: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
    }

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
            if let next = parent.queue.dequeue() {
                parent.subscribe(next, group: parent.group)
            } else {
                parent.activeCount -= 1
                if parent.stopped && parent.activeCount == 0 {
                    parent.forwardOn(.completed)
                    parent.dispose()
                }
            }
        }
    }
}

private class MergeLimitedSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == SourceSequence.Element {
    typealias Element = SourceElement

    let maxConcurrent: Int
    let lock = RecursiveLock()
    var stopped = false
    var activeCount = 0
    var queue = Queue<SourceSequence>()
    let sourceSubscription = SingleAssignmentDisposable()
    let group = CompositeDisposable()

    init(maxConcurrent: Int, observer: Observer, cancel: Cancelable) {
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return group
    }

    func subscribe(_ innerSource: SourceSequence, group: CompositeDisposable) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        let observer = MergeLimitedSinkIter(parent: self, disposeKey: key)
        subscription.setDisposable(innerSource.asObservable().subscribe(observer))
    }

    func performMap(_ element: SourceElement) throws -> SourceSequence { rxAbstractMethod() }

    private func nextElementArrived(element: SourceElement) -> SourceSequence? {
        lock.lock()
        defer { lock.unlock() }
        let subscribe: Bool
        if activeCount < maxConcurrent {
            activeCount += 1
            subscribe = true
        } else {
            do {
                queue.enqueue(try performMap(element))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
            subscribe = false
        }
        guard subscribe else { return nil }
        do {
            return try performMap(element)
        } catch {
            forwardOn(.error(error))
            dispose()
            return nil
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let sequence = nextElementArrived(element: element) {
                subscribe(sequence, group: group)
            }
        case .error(let error):
            lock.performLocked {
                forwardOn(.error(error))
                dispose()
            }
        case .completed:
            lock.performLocked {
                if activeCount == 0 {
                    forwardOn(.completed)
                    dispose()
                } else {
                    sourceSubscription.dispose()
                }
                stopped = true
            }
        }
    }
}

final private class MergeLimitedBasicSink<SourceSequence: ObservableConvertibleType, Observer: ObserverType>: MergeLimitedSink<SourceSequence, SourceSequence, Observer> where Observer.Element == SourceSequence.Element {
    override func performMap(_ element: SourceSequence) throws -> SourceSequence { element }
}

final private class ConcatMapSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: MergeLimitedSink<SourceElement, SourceSequence, Observer> where Observer.Element == SourceSequence.Element {
    private let selector: (SourceElement) throws -> SourceSequence

    init(selector: @escaping (SourceElement) throws -> SourceSequence, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(maxConcurrent: 1, observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence { try selector(element) }
}

final class MergeLimited<SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>
    private let maxConcurrent: Int

    init(source: Observable<SourceSequence>, maxConcurrent: Int) {
        self.source = source
        self.maxConcurrent = maxConcurrent
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element {
        let sink = MergeLimitedBasicSink<SourceSequence, Observer>(maxConcurrent: maxConcurrent, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source))
    }
}

final class ConcatMap<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> SourceSequence

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> SourceSequence) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element {
        let sink = ConcatMapSink<SourceElement, SourceSequence, Observer>(selector: selector, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source))
    }
}
