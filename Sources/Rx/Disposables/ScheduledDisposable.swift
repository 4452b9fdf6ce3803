/// Disposes another disposable on a scheduler.
public final class ScheduledDisposable: Cancelable {
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType
    private let inner: SingleAssignmentDisposable
    private let disposed = BooleanDisposable()

    public var isDisposed: Bool { disposed.isDisposed }

    /// Disposes `disposable` on `scheduler` when disposed.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.inner = SingleAssignmentDisposable()
        inner.setDisposable(disposable)
    }

    public func dispose() {
        guard !disposed.isDisposed else { return }
        disposed.dispose()
        _ = scheduler.schedule(self) { scheduled in
            scheduled.inner.dispose()
            return Disposables.create()
        }
    }
}
