extension ObservableConvertibleType {
    /// The elements as an async sequence: `for try await element in observable.values`.
    /// The stream ends with the sequence's completion or error; cancelling the iterating
    /// task disposes the subscription and ends the stream with `CancellationError`.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream<Element, Swift.Error> { continuation in
            let ended = LockedState(false)
            let disposable = asObservable().subscribe(
                onNext: { element in
                    // Elements are handed to the iterating task one at a time, as RxSwift does.
                    continuation.yield(UncheckedSendable(value: element).value)
                },
                onError: { error in
                    ended.withLock { $0 = true }
                    continuation.finish(throwing: error)
                },
                onCompleted: {
                    ended.withLock { $0 = true }
                    continuation.finish()
                },
                onDisposed: {
                    if ended.withLock({ $0 }) { return }
                    continuation.finish(throwing: CancellationError())
                }
            )
            // A disposable may be disposed from any thread.
            let subscription = UncheckedSendable(value: disposable)
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.value.dispose() }
            }
        }
    }
}

extension AsyncSequence {
    /// The async sequence as an observable: each subscription iterates it in a detached
    /// task (at `priority`). The observable completes when the iteration ends or the task is
    /// cancelled, and fails with the iteration's error; disposing cancels the task.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            let iteration = AsyncIteration(iterator: makeAsyncIterator(), observer: observer)
            let task = Task.detached(priority: priority, operation: iteration.run)
            return Disposables.create { task.cancel() }
        }
    }
}

/// One subscription's iteration of an async sequence, run by one task.
final private class AsyncIteration<Iterator: AsyncIteratorProtocol>: @unchecked Sendable { // reason: only the iterating task touches the iterator; observers may be called from any thread.
    private var iterator: Iterator
    private let observer: AnyObserver<Iterator.Element>

    init(iterator: Iterator, observer: AnyObserver<Iterator.Element>) {
        self.iterator = iterator
        self.observer = observer
    }

    func run() async {
        do {
            while let element = try await iterator.next() {
                observer.onNext(element)
            }
            observer.onCompleted()
        } catch is CancellationError {
            observer.onCompleted()
        } catch {
            observer.onError(error)
        }
    }
}
