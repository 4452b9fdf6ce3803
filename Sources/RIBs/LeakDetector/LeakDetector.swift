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
///
/// Open, so that tests can mock it as RIBs iOS's own tests do (a subclass overriding
/// `expectDeallocate`, `expectViewControllerDisappear` and `status`, installed with
/// `setInstance(_:)`).
open class LeakDetector: @unchecked Sendable { // reason: mutable state sits behind `state`; the scheduler is used from the thread that drives the RIBs.
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
    open var status: Observable<LeakDetectionStatus> {
        statusRelay.asObservable().distinctUntilChanged()
    }

    /// Expects `object` to be freed within `time`; a failed check reports `.objectLeaked`.
    /// Called by routers (for their interactor and view) and presentable interactors (for
    /// their presenter) when they are freed.
    @discardableResult
    open func expectDeallocate(object: AnyObject, inTime time: TimeInterval = LeakDefaultExpectationTime.deallocation) -> LeakDetectionHandle {
        expect(.deallocation, object: object, inTime: time)
    }

    /// Expects `viewController` to be off screen within `time` (it may stay alive, for
    /// reuse); a failed check reports `.viewControllerLeaked`. Called by viewable routers when
    /// their interactor resigns active.
    @discardableResult
    open func expectViewControllerDisappear(viewController: HeadlessViewController, inTime time: TimeInterval = LeakDefaultExpectationTime.viewDisappear) -> LeakDetectionHandle {
        expect(.viewDisappear, object: viewController, inTime: time)
    }

    /// The expectations not yet checked, oldest first.
    public var pendingExpectations: [LeakExpectation] {
        state.withLock { state in state.pending.elements.map(\.expectation) }
    }

    /// Every failed check so far, oldest first.
    public var detectedLeaks: [LeakReport] {
        state.withLock { $0.detected }
    }

    /// Each failed check, as it happens.
    public var leaks: Observable<LeakReport> { leakSubject.asObservable() }

    // MARK: Private

    fileprivate struct State: Sendable {
        var pending = PendingQueue<PendingExpectation>()
        var detected: [LeakReport] = []
        /// What `statusRelay` last published, so that it is told only of changes.
        var publishedStatus = LeakDetectionStatus.DidComplete
    }

    private let scheduler: SchedulerType
    private let isDisabled: Bool
    private let state = Mutex(State())
    private let statusRelay = BehaviorRelay<LeakDetectionStatus>(value: .DidComplete)
    private let leakSubject = PublishSubject<LeakReport>()

    /// One object per expectation (its weak reference, its handle and what the scheduled
    /// check needs), and no type name until one is shown: the router's `deinit` pays little.
    private func expect(_ kind: LeakExpectationKind, object: AnyObject, inTime time: TimeInterval) -> LeakDetectionHandle {
        let dueTime = scheduler.now.addingTimeInterval(time)
        let expectation: PendingExpectation
        if kind == .deallocation, let interactor = object as? Interactor, interactor.deallocationWatch == nil {
            // The interactor tells when it goes: no weak reference, so no side table for it.
            expectation = PendingExpectation(kind: kind, watching: nil, of: object, dueTime: dueTime, detector: self)
            interactor.deallocationWatch = expectation
        } else {
            expectation = PendingExpectation(kind: kind, watching: object, of: object, dueTime: dueTime, detector: self)
        }
        let changed = state.withLock { state in
            expectation.id = state.pending.append(expectation)
            return state.publish()
        }
        if let changed { statusRelay.accept(changed) }
        _ = scheduler.scheduleRelative(expectation, dueTime: .nanoseconds(Int(time * 1_000_000_000))) { expectation in
            expectation.check()
            return Disposables.create()
        }
        return expectation
    }

    /// Called by a pending expectation when its time comes and it was not cancelled.
    fileprivate func check(_ expectation: PendingExpectation) {
        guard finish(expectation.id), !expectation.passes else { return }
        reportLeak(expectation.kind, description: expectation.objectDescription, reference: expectation)
    }

    /// Removes a pending expectation; `false` when it was already finished.
    @discardableResult
    fileprivate func finish(_ id: Int) -> Bool {
        let (removed, changed) = state.withLock { state in
            state.pending.remove(id) ? (true, state.publish()) : (false, nil)
        }
        if let changed { statusRelay.accept(changed) }
        return removed
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

extension LeakDetector.State {
    /// The status to publish when it changed since the last one published, else `nil`.
    fileprivate mutating func publish() -> LeakDetectionStatus? {
        let status: LeakDetectionStatus = pending.isEmpty ? .DidComplete : .InProgress
        guard status != publishedStatus else { return nil }
        publishedStatus = status
        return status
    }
}

/// A pending expectation: the weak reference to the watched object (or, for an interactor,
/// the flag it sets when freed), the handle that cancels it (once) and the check its
/// scheduled time runs.
private final class PendingExpectation: WeakReference, LeakDetectionHandle, DeallocationWatch, @unchecked Sendable { // reason: `id` is written once, under the detector's lock, before the expectation is shared; the flags are atomic.
    let kind: LeakExpectationKind
    let dueTime: Date
    var id = 0
    /// The watched object's identity (meaningful while it is alive).
    let objectID: ObjectIdentifier
    private let objectType: AnyObject.Type
    private weak var detector: LeakDetector?
    private let cancelled = Atomic<Bool>(false)
    /// `true` when the watched object is an interactor that reports its own end.
    private let watchesByFlag: Bool
    private let freed = Atomic<Bool>(false)

    /// `watching` is `nil` when the watched object (`watched`, not retained) will call
    /// `watchedObjectFreed()`.
    init(kind: LeakExpectationKind, watching object: AnyObject?, of watched: AnyObject, dueTime: Date, detector: LeakDetector) {
        self.kind = kind
        self.dueTime = dueTime
        self.objectType = type(of: watched)
        self.objectID = ObjectIdentifier(watched)
        self.detector = detector
        self.watchesByFlag = object == nil
        super.init(object)
    }

    func watchedObjectFreed() {
        freed.store(true, ordering: .releasing)
    }

    override var isAlive: Bool {
        watchesByFlag ? !freed.load(ordering: .acquiring) : object != nil
    }

    /// The watched object's type name, made only when shown (`pendingExpectations`, reports).
    var objectDescription: String { String(describing: objectType) }

    var expectation: LeakExpectation {
        LeakExpectation(kind: kind, objectDescription: objectDescription, dueTime: dueTime, objectID: objectID, isAlive: isAlive)
    }

    /// `true` when the object is freed, or the view is off screen (or freed).
    var passes: Bool {
        switch kind {
        case .deallocation:
            return !isAlive
        case .viewDisappear:
            guard let viewController = object as? HeadlessViewController else { return true }
            return !viewController.isViewLoaded || viewController.window == nil
        }
    }

    /// Runs when the expectation's time comes on the detector's scheduler.
    func check() {
        guard !cancelled.load(ordering: .acquiring) else { return }
        detector?.check(self)
    }

    func cancel() {
        guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        detector?.finish(id)
    }
}
