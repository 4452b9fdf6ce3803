/// The scheduler that `Driver` and `Signal` deliver on: the main scheduler, or a mock in tests.
public enum SharingScheduler {
    private static let current = LockedState<() -> SchedulerType>({ MainScheduler() })

    /// The scheduler in use now.
    public static var make: () -> SchedulerType {
        current.withLock { $0 }
    }

    /// Runs `action` with `scheduler` standing in for the main scheduler, then restores it.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` standing in, then restores the previous one.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let original = current.withLock { state -> () -> SchedulerType in
            let original = state
            state = makeScheduler
            return original
        }
        defer { current.withLock { $0 = original } }
        try action()
    }
}
