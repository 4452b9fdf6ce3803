extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single that runs `work` in a task per subscription (detached if asked, at
    /// `priority`) and succeeds or fails with its outcome; disposing cancels the task.
    @_disfavoredOverload
    public static func create(detached: Bool = false, priority: TaskPriority? = nil, work: @Sendable @escaping () async throws -> Element) -> PrimitiveSequence<Trait, Element> {
        .create { single in
            // The observer may be called from any thread (RxSwift's contract).
            let observer = UncheckedSendable(value: single)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    observer.value(.success(element))
                } catch {
                    observer.value(.failure(error))
                }
            }
            let task = detached ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// Awaits the element; throws the error, or `CancellationError` when the awaiting task
    /// is cancelled (which disposes the subscription).
    public var value: Element {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onSuccess: { resume(.success($0)) },
                    onFailure: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Awaits the element, or `nil` when the maybe completes empty; throws the error, or
    /// `CancellationError` when the awaiting task is cancelled.
    public var value: Element? {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onSuccess: { resume(.success($0)) },
                    onError: { resume(.failure($0)) },
                    onCompleted: { resume(.success(nil)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Awaits completion; throws the error, or `CancellationError` when the awaiting task is
    /// cancelled.
    public var value: Void {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onCompleted: { resume(.success(())) },
                    onError: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

/// Subscribes with `subscribe`, which reports its outcome through `resume` (only the first
/// report counts: the `onDisposed` that follows every outcome is ignored), and awaits it.
/// Cancelling the awaiting task disposes the subscription.
func awaitOutcome<Value>(_ subscribe: (_ resume: @escaping (Result<Value, Swift.Error>) -> Void) -> Disposable) async throws -> Value {
    let disposable = SingleAssignmentDisposable()
    // Disposables may be disposed from any thread.
    let cancel = UncheckedSendable(value: disposable)
    let outcome: UncheckedSendable<Result<Value, Swift.Error>> = await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedSendable<Result<Value, Swift.Error>>, Never>) in
            let resumed = LockedState(false)
            disposable.setDisposable(subscribe { result in
                if resumed.withLock({ done in defer { done = true }; return done }) { return }
                // The value is handed from the subscription's thread to the awaiting task once.
                continuation.resume(returning: UncheckedSendable(value: result))
            })
        }
    } onCancel: {
        cancel.value.dispose()
    }
    return try outcome.value.get()
}
