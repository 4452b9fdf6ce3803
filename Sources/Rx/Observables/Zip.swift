/// The state shared by every arity of `zip`.
protocol ZipSinkProtocol: AnyObject {
    func next(_ index: Int)
    func fail(_ error: Swift.Error)
    func done(_ index: Int)
}

/// Emits when every source has a queued element; completes when all sources are done.
class ZipSink<Observer: ObserverType>: Sink<Observer>, ZipSinkProtocol {
    typealias Element = Observer.Element

    let arity: Int
    let lock = RecursiveLock()
    private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.isDone = [Bool](repeating: false, count: arity)
        self.arity = arity
        super.init(observer: observer, cancel: cancel)
    }

    func getResult() throws -> Element { rxAbstractMethod() }

    func hasElements(_ index: Int) -> Bool { rxAbstractMethod() }

    func next(_ index: Int) {
        for source in 0..<arity where !hasElements(source) { return }
        do {
            forwardOn(.next(try getResult()))
        } catch {
            forwardOn(.error(error))
            dispose()
        }
    }

    func fail(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    func done(_ index: Int) {
        isDone[index] = true
        if isDone.allSatisfy({ $0 }) {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// Observes one source of a `zip`.
final class ZipObserver<Element>: ObserverType {
    private weak var parent: (any ZipSinkProtocol)?
    private let lock: RecursiveLock
    private let index: Int
    private let this: Disposable
    private let setNextValue: (Element) -> Void

    init(lock: RecursiveLock, parent: ZipSinkProtocol, index: Int, setNextValue: @escaping (Element) -> Void, this: Disposable) {
        self.lock = lock
        self.parent = parent
        self.index = index
        self.this = this
        self.setNextValue = setNextValue
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        guard let parent else { return }
        switch event {
        case .next(let value):
            setNextValue(value)
            parent.next(index)
        case .error(let error):
            this.dispose()
            parent.fail(error)
        case .completed:
            this.dispose()
            parent.done(index)
        }
    }
}
