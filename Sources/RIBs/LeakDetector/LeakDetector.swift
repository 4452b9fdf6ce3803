import Foundation
import Rx
import Synchronization

/// Checks that objects are freed, and views leave the screen, within a time after their
/// owner expects it; a failed check is reported to `RIBsFailureReporter` as `.objectLeaked`
/// or `.viewControllerLeaked`.
///
/// Routers and presentable interactors set the expectations. Time runs on the detector's
/// scheduler: tests and the shell install a detector on their virtual clock with
/// `LeakDetector.setInstance(_:)`, so checks happen when the clock is advanced.
/// Set the environment variable `DISABLE_LEAK_DETECTION=YES` to print instead of report.
public final class LeakDetector: @unchecked Sendable { // reason: mutable state sits behind `state`; the scheduler is used from the thread that drives the RIBs.
    private static let current = Mutex<LeakDetector>(LeakDetector())

    /// The detector the framework uses.
    public static var instance: LeakDetector { current.withLock { $0 } }

    /// Installs `detector` for the framework to use (the shell at start-up, tests in `setUp`).
    public static func setInstance(_ detector: LeakDetector) {
        current.withLock { $0 = detector }
    }

    /// Installs a fresh detector on the main scheduler, as RIBs has.
    public static func resetInstance() {
        setInstance(LeakDetector())
    }

    /// Creates a detector whose checks run on `scheduler` (RIBs: the main queue).
    public init(scheduler: SchedulerType = MainScheduler.instance) {
        self.scheduler = scheduler
        let environment = ProcessInfo.processInfo.environment["DISABLE_LEAK_DETECTION"]?.lowercased()
        isDisabled = environment == "yes" || environment == "true"
    }

    /// `InProgress` while any expectation is pending, `DidComplete` otherwise; replays the
    /// current status.
    public var status: Observable<LeakDetectionStatus> {
        expectationCount.asObservable()
            .map { $0 > 0 ? LeakDetectionStatus.InProgress : LeakDetectionStatus.DidComplete }
            .distinctUntilChanged()
    }

    /// Expects `object` to be freed within `time`; a failed check reports `.objectLeaked`.
    /// Called by routers (for their interactor and view) and presentable interactors (for
    /// their presenter) when they are freed.
    @discardableResult
    public func expectDeallocate(object: AnyObject, inTime time: TimeInterval = LeakDefaultExpectationTime.deallocation) -> LeakDetectionHandle {
        let reference = WeakReference(object)
        let description = String(describing: type(of: object))
        return expect(.deallocation, description: description, reference: reference, inTime: time) { reference.object == nil }
    }

    /// Expects `viewController` to be off screen within `time` (it may stay alive, for
    /// reuse); a failed check reports `.viewControllerLeaked`. Called by viewable routers when
    /// their interactor resigns active.
    @discardableResult
    public func expectViewControllerDisappear(viewController: HeadlessViewController, inTime time: TimeInterval = LeakDefaultExpectationTime.viewDisappear) -> LeakDetectionHandle {
        let reference = WeakReference(viewController)
        let description = String(describing: type(of: viewController))
        return expect(.viewDisappear, description: description, reference: reference, inTime: time) {
            guard let viewController = reference.object as? HeadlessViewController else { return true }
            return !viewController.isViewLoaded || viewController.window == nil
        }
    }

    /// The expectations not yet checked, oldest first.
    public var pendingExpectations: [LeakExpectation] {
        state.withLock { state in state.pending.keys.sorted().compactMap { state.pending[$0]?.expectation } }
    }

    /// Every failed check so far, oldest first.
    public var detectedLeaks: [LeakReport] {
        state.withLock { $0.detected }
    }

    /// Each failed check, as it happens.
    public var leaks: Observable<LeakReport> { leakSubject.asObservable() }

    // MARK: Private

    private struct Pending: Sendable {
        let expectation: LeakExpectation
        let reference: WeakReference
    }

    private struct State: Sendable {
        var nextId = 0
        var pending: [Int: Pending] = [:]
        var detected: [LeakReport] = []
    }

    private let scheduler: SchedulerType
    private let isDisabled: Bool
    private let state = Mutex(State())
    private let expectationCount = BehaviorRelay<Int>(value: 0)
    private let leakSubject = PublishSubject<LeakReport>()

    private func expect(_ kind: LeakExpectationKind, description: String, reference: WeakReference, inTime time: TimeInterval, passes: @escaping () -> Bool) -> LeakDetectionHandle {
        let expectation = LeakExpectation(kind: kind, objectDescription: description, dueTime: scheduler.now.addingTimeInterval(time))
        let id = state.withLock { state in
            let id = state.nextId
            state.nextId += 1
            state.pending[id] = Pending(expectation: expectation, reference: reference)
            return id
        }
        updateCount()
        let handle = Handle { [weak self] in
            self?.finish(id)
        }
        _ = scheduler.scheduleRelative((), dueTime: .nanoseconds(Int(time * 1_000_000_000))) { [weak self] _ in
            // Capturing `handle` keeps its cancelled flag readable here.
            guard let self else { return Disposables.create() }
            if !handle.isCancelled, self.finish(id) {
                if !passes() {
                    self.reportLeak(kind, description: description, reference: reference)
                }
            }
            return Disposables.create()
        }
        return handle
    }

    /// Removes a pending expectation; `false` when it was already finished.
    @discardableResult
    private func finish(_ id: Int) -> Bool {
        let removed = state.withLock { $0.pending.removeValue(forKey: id) != nil }
        if removed { updateCount() }
        return removed
    }

    private func updateCount() {
        expectationCount.accept(state.withLock { $0.pending.count })
    }

    private func reportLeak(_ kind: LeakExpectationKind, description: String, reference: WeakReference) {
        let message: String
        let failureKind: RIBsFailure.Kind
        switch kind {
        case .deallocation:
            message = "<\(description)> has leaked: it should have been freed by now."
            failureKind = .objectLeaked
        case .viewDisappear:
            message = "<\(description)> appearance has leaked: its RIB is inactive but the view is still on screen. Either its parent detached it without dismissing its view, or the view was reused without re-attaching its router."
            failureKind = .viewControllerLeaked
        }
        let report = LeakReport(kind: kind, objectDescription: description, detectedAt: scheduler.now, message: message, reference: reference)
        state.withLock { $0.detected.append(report) }
        leakSubject.onNext(report)
        if isDisabled {
            print("Leak detection is disabled. This should only be used for debugging purposes.")
            print(message)
        } else {
            RIBsFailureReporter.report(failureKind, message)
        }
    }
}

/// Cancels an expectation once.
private final class Handle: LeakDetectionHandle, @unchecked Sendable { // reason: the flag is atomic and the closure runs at most once.
    private let cancelled = Atomic<Bool>(false)
    private let onCancel: () -> Void

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    func cancel() {
        guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        onCancel()
    }
}
