import Synchronization

/// Runs the "subscribe to the next source" steps of one sink one at a time (RxSwift's
/// `AsyncLock` in its tail-recursive sinks: concat, catch(sequence:), retry, retry(when:)).
///
/// The first request runs at once, on the caller's stack. A request made while a step is
/// running (a source that ends synchronously while being subscribed) is counted and run
/// when that step returns, so a chain of synchronous sources never grows the stack. The gate
/// belongs to one sink: unlike the thread's trampoline, it never defers a step behind
/// unrelated work, which would reorder events against other subscriptions.
final class TailRecursionGate: Sendable {
    private struct State {
        var isRunning = false
        var pendingSteps = 0
        var isDisposed = false
    }

    private let state = Mutex(State())

    /// Runs `step` now, or after the step that is running returns. Called by the sink.
    func run(_ step: () -> Void) {
        let runsNow = state.withLock { state -> Bool in
            if state.isDisposed { return false }
            if state.isRunning {
                state.pendingSteps += 1
                return false
            }
            state.isRunning = true
            return true
        }
        guard runsNow else { return }
        repeat {
            step()
        } while state.withLock({ state -> Bool in
            if state.pendingSteps > 0 && !state.isDisposed {
                state.pendingSteps -= 1
                return true
            }
            state.isRunning = false
            state.pendingSteps = 0
            return false
        })
    }

    /// Drops pending steps and refuses new ones. Called when the sink is disposed.
    func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.pendingSteps = 0
        }
    }
}
