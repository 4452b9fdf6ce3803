extension ObservableType {
    /// Maps each element to a sequence and mirrors only the latest one; completes when the
    /// source and the latest inner sequence have completed.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMapLatest(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the most recent inner sequence, dropping the previous one.
    public func switchLatest() -> Observable<Element.Element> {
        FlatMapLatest(source: asObservable(), selector: { $0 })
    }
}

final private class SwitchSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Observer.Element == SourceSequence.Element {
    typealias Element = SourceSequence.Element
    typealias Parent = SwitchSink<SourceElement, SourceSequence, Observer>

    private let parent: Parent
    private let id: Int
    private let this: Disposable

    init(parent: Parent, id: Int, this: Disposable) {
        self.parent = parent
        self.id = id
        self.this = this
    }

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

final private class SwitchSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == SourceSequence.Element {
    typealias Element = SourceElement

    private let selector: (SourceElement) throws -> SourceSequence
    private let subscriptions = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    let lock = RecursiveLock()
    var stopped = false
    var latest = 0
    var hasLatest = false

    init(selector: @escaping (SourceElement) throws -> SourceSequence, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        subscriptions.setDisposable(source.subscribe(self))
        return Disposables.create(subscriptions, innerSubscription)
    }

    private func nextElementArrived(element: SourceElement) -> (Int, Observable<SourceSequence.Element>)? {
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

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let (latest, observable) = nextElementArrived(element: element) {
                let disposable = SingleAssignmentDisposable()
                innerSubscription.disposable = disposable
                let observer = SwitchSinkIter(parent: self, id: latest, this: disposable)
                disposable.setDisposable(observable.subscribe(observer))
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
}

final private class FlatMapLatest<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> SourceSequence

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> SourceSequence) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element {
        let sink = SwitchSink(selector: selector, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source))
    }
}
