/// A sequence of the elements that share `key`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by the group's elements.
    public let key: Key
    private let source: Observable<Element>

    /// A group for `key` over `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { source }
}

extension ObservableType {
    /// Splits the elements into groups by key; each group is emitted when its first element
    /// arrives, before that element. Groups stay alive while anyone observes them, even after
    /// the outer subscription is disposed.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        GroupBy(source: asObservable(), selector: keySelector)
    }
}

final private class GroupedObservableImpl<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let release = refCount.retain()
        let subscription = subject.subscribe(observer)
        return Disposables.create(release, subscription)
    }
}

final private class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == GroupedObservable<Key, Element> {
    private let selector: (Element) throws -> Key
    // The source subscription is set after subscribing, but the ref count around it exists
    // before, because a synchronous source emits groups while `subscribe` is still running.
    private let subscription = SingleAssignmentDisposable()
    private let refCountDisposable: RefCountDisposable
    private var groupedSubjectTable: [Key: PublishSubject<Element>] = [:]
    private var groupOrder: [Key] = []

    init(selector: @escaping (Element) throws -> Key, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        self.refCountDisposable = RefCountDisposable(disposable: subscription)
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        subscription.setDisposable(source.subscribe(self))
        return refCountDisposable
    }

    private func onGroupEvent(key: Key, value: Element) {
        if let subject = groupedSubjectTable[key] {
            subject.on(.next(value))
            return
        }
        let subject = PublishSubject<Element>()
        groupedSubjectTable[key] = subject
        groupOrder.append(key)
        let group = GroupedObservable(key: key, source: GroupedObservableImpl(subject: subject, refCount: refCountDisposable))
        forwardOn(.next(group))
        subject.on(.next(value))
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                onGroupEvent(key: try selector(value), value: value)
            } catch {
                self.error(error)
            }
        case .error(let error):
            self.error(error)
        case .completed:
            for key in groupOrder { groupedSubjectTable[key]?.on(.completed) }
            forwardOn(.completed)
            subscription.dispose()
            dispose()
        }
    }

    /// Ends the groups and the outer sequence. The source subscription is disposed at once,
    /// even while groups are still observed: they have ended too.
    private func error(_ error: Swift.Error) {
        for key in groupOrder { groupedSubjectTable[key]?.on(.error(error)) }
        forwardOn(.error(error))
        subscription.dispose()
        dispose()
    }
}

final private class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    private let source: Observable<Element>
    private let selector: (Element) throws -> Key

    init(source: Observable<Element>, selector: @escaping (Element) throws -> Key) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(selector: selector, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source))
    }
}
