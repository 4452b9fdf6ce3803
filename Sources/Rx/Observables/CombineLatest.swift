/// The state shared by every `combineLatest`: which sources have a value, which are done.
@usableFromInline
protocol CombineLatestProtocol: AnyObject {
    func next(_ index: Int)
    @inlinable
    func fail(_ error: Swift.Error)
    @inlinable
    func done(_ index: Int)
}

/// Emits when all sources have a value; completes when all are done, or when a value arrives
/// and every other source is already done without one (nothing more can ever combine).
///
/// Inlinable: the generated sinks are made in specialised code (see `SpecializedRun`) and
/// their observers call it statically, so the per-event path is specialised.
@usableFromInline
class CombineLatestSink<Observer: ObserverType>: Sink<Observer>, CombineLatestProtocol {
    @usableFromInline typealias Element = Observer.Element

    @usableFromInline let lock = RecursiveLock()
    @usableFromInline let arity: Int
    // Touched only under `lock`, and no access spans a call: no dynamic exclusivity checks.
    // `final`, or the subclasses' specialised code would read them through the class's
    // unspecialised accessors (copying the arrays) at every event.
    @usableFromInline @exclusivity(unchecked) final var numberOfValues = 0
    @usableFromInline @exclusivity(unchecked) final var numberOfDone = 0
    @usableFromInline @exclusivity(unchecked) final var hasValue: [Bool]
    @usableFromInline @exclusivity(unchecked) final var isDone: [Bool]

    @inlinable
    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        self.hasValue = [Bool](repeating: false, count: arity)
        self.isDone = [Bool](repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    @usableFromInline
    func getResult() throws -> Element { rxAbstractMethod() }

    /// Called by a source's observer, under `lock`, after storing its element. The generated
    /// sinks override it to pass their result closure to `next(_:result:)` statically.
    @inlinable
    func next(_ index: Int) {
        next(index, result: getResult)
    }

    @inlinable
    final func next(_ index: Int, result: () throws -> Element) {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }
        if numberOfValues == arity {
            do {
                forwardOn(.next(try result()))
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

    @inlinable
    func fail(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    @inlinable
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

/// Observes one source of a `combineLatest`. Generic over its parent so that it calls the
/// parent's (inlinable) methods statically.
@usableFromInline
final class CombineLatestObserver<Element, Parent: CombineLatestProtocol>: ObserverType {
    // Strong, not `unowned` as in RxSwift: `setLatestValue` holds the parent strongly anyway,
    // and an unowned reference costs two atomic operations per event to read.
    @usableFromInline let parent: Parent
    @usableFromInline let lock: RecursiveLock
    @usableFromInline let index: Int
    @usableFromInline let this: Disposable
    @usableFromInline let setLatestValue: (Element) -> Void

    @inlinable
    init(lock: RecursiveLock, parent: Parent, index: Int, setLatestValue: @escaping (Element) -> Void, this: Disposable) {
        self.lock = lock
        self.parent = parent
        self.index = index
        self.this = this
        self.setLatestValue = setLatestValue
    }

    @inlinable
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
