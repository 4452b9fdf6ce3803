extension SharedSequence {
    /// A shared sequence of one element, delivered on the sharing scheduler.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that completes at once, on the sharing scheduler.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that never emits.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A shared sequence of the elements, in order, on the sharing scheduler.
    public static func of(_ elements: Element ...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of the array's elements, on the sharing scheduler.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of the sequence's elements, on the sharing scheduler.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// The optional's element if there is one, then completion, on the sharing scheduler.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }

    /// Calls `observableFactory` for each subscriber.
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2, … every `period` on the sharing scheduler.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime`, then 1, 2, … every `period`, on the sharing scheduler.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}

extension ObservableConvertibleType {
    /// The sequence as a shared sequence of strategy `S`, delivered on its scheduler; an
    /// error becomes `onErrorJustReturn` and completion.
    public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a shared sequence of strategy `S`; after an error it continues with
    /// `onErrorDriveWith`.
    public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a shared sequence of strategy `S`; after an error it continues with
    /// what `onErrorRecover` builds from it.
    public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension SharedSequence {
    /// The elements as an async stream, for `for await`: shared sequences cannot fail.
    /// Cancelling the iterating task disposes the subscription.
    @MainActor
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let disposable = asObservable().subscribe(
                onNext: { element in
                    // Elements are handed to the iterating task one at a time.
                    continuation.yield(UncheckedSendable(value: element).value)
                },
                onCompleted: { continuation.finish() })
            // A disposable may be disposed from any thread.
            let subscription = UncheckedSendable(value: disposable)
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.value.dispose() }
            }
        }
    }
}
