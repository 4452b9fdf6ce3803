import Dispatch
import Foundation

/// Scheduling on a dispatch queue, shared by the dispatch-based schedulers.
struct DispatchQueueConfiguration: @unchecked Sendable { // reason: DispatchQueue is thread-safe; the leeway is immutable.
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let box = UncheckedSendable(value: (state, action, cancel))
        queue.async {
            let (state, action, cancel) = box.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let compositeDisposable = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + dueTime, leeway: leeway)
        let box = UncheckedSendable(value: (state, action, compositeDisposable))
        let timerReference = UncheckedSendable(value: timer)
        timer.setEventHandler {
            let (state, action, composite) = box.value
            // A one-shot timer cancels itself once fired, or nothing would release it when
            // it fires before its cancellation is registered.
            timerReference.value.cancel()
            if composite.isDisposed { return }
            _ = composite.insert(action(state))
        }
        timer.resume()
        _ = compositeDisposable.insert(Disposables.create { timer.cancel() })
        return compositeDisposable
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let initial = DispatchTime.now() + startAfter
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: initial, repeating: period, leeway: leeway)
        let box = PeriodicStateBox(state: state, action: action)
        let cancel = BooleanDisposable()
        timer.setEventHandler {
            if cancel.isDisposed { return }
            box.state = box.action(box.state)
        }
        timer.resume()
        return Disposables.create {
            cancel.dispose()
            timer.cancel()
        }
    }
}

/// The state of a periodic dispatch timer.
final class PeriodicStateBox<StateType>: @unchecked Sendable { // reason: touched only on the timer's serial event handler.
    var state: StateType
    let action: (StateType) -> StateType
    init(state: StateType, action: @escaping (StateType) -> StateType) { self.state = state; self.action = action }
}
