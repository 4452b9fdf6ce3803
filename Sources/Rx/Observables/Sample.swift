extension ObservableType {
    /// On each event of `sampler`, emits the newest source element that arrived since the
    /// previous sampling tick; without one, emits `defaultValue` if given, else nothing.
    ///
    /// The sampler's completion samples one last time. When the source has completed, the next
    /// sampling tick completes the result; a source or sampler error fails it at once.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

/// Receives the sampler's ticks on behalf of the main sink, under the main sink's lock.
final private class SamplerSink<Observer: ObserverType, SampleType>: ObserverType {
    typealias Element = SampleType

    private let parent: SampleSequenceSink<Observer, SampleType>

    init(parent: SampleSequenceSink<Observer, SampleType>) { self.parent = parent }

    func on(_ event: Event<SampleType>) { parent.samplerOn(event) }
}

/// Source and sampler may emit from different threads; the shared recursive lock is held while
/// forwarding, as in RxSwift.
final private class SampleSequenceSink<Observer: ObserverType, SampleType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Sample<Element, SampleType>
    private let lock = RecursiveLock()
    private var element: Element?
    private var atEnd = false
    private let sourceSubscription = SingleAssignmentDisposable()

    init(parent: Sample<Element, SampleType>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        sourceSubscription.setDisposable(parent.source.subscribe(self))
        let samplerSubscription = parent.sampler.subscribe(SamplerSink(parent: self))
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    func on(_ event: Event<Element>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let value):
            element = value
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            atEnd = true
            sourceSubscription.dispose()
        }
    }

    /// Called by `SamplerSink` for each sampler event.
    func samplerOn(_ event: Event<SampleType>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next, .completed:
            if let value = element {
                element = nil
                forwardOn(.next(value))
            } else if let defaultValue = parent.defaultValue {
                forwardOn(.next(defaultValue))
            }
            if atEnd {
                forwardOn(.completed)
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        }
    }
}

final private class Sample<Element, SampleType>: Producer<Element> {
    let source: Observable<Element>
    let sampler: Observable<SampleType>
    let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<SampleType>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = SampleSequenceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
