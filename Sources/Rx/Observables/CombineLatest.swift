/// The state shared by every `combineLatest`: which sources have a value, which are done.
protocol CombineLatestProtocol: AnyObject {
    func next(_ index: Int)
    func fail(_ error: Swift.Error)
    func done(_ index: Int)
}

/// Emits when all sources have a value; completes when all are done, or when a value arrives
/// and every other source is already done without one (nothing more can ever combine).
class CombineLatestSink<Observer: ObserverType>: Sink<Observer>, CombineLatestProtocol {
    typealias Element = Observer.Element

    let lock = RecursiveLock()
    private let arity: Int
    private var numberOfValues = 0
    private var numberOfDone = 0
    private var hasValue: [Bool]
    private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        self.hasValue = [Bool](repeating: false, count: arity)
        self.isDone = [Bool](repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    func getResult() throws -> Element { rxAbstractMethod() }

    func next(_ index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }
        if numberOfValues == arity {
            do {
                forwardOn(.next(try getResult()))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        } else {
            var allOthersDone = true
            for other in 0..<arity where other != index && !isDone[other] {
                allOthersDone = false
                break
            }
            if allOthersDone {
                forwardOn(.completed)
                dispose()
            }
        }
    }

    func fail(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    func done(_ index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        numberOfDone += 1
        if numberOfDone == arity {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// Observes one source of a `combineLatest`.
final class CombineLatestObserver<Element>: ObserverType {
    private unowned let parent: CombineLatestProtocol
    private let lock: RecursiveLock
    private let index: Int
    private let this: Disposable
    private let setLatestValue: (Element) -> Void

    init(lock: RecursiveLock, parent: CombineLatestProtocol, index: Int, setLatestValue: @escaping (Element) -> Void, this: Disposable) {
        self.lock = lock
        self.parent = parent
        self.index = index
        self.this = this
        self.setLatestValue = setLatestValue
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let value):
            setLatestValue(value)
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
