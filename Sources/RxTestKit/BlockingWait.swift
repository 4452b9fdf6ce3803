import Dispatch
import Foundation
import Synchronization

/// Blocks the calling thread until `finish()` or a timeout.
///
/// On the main thread it runs `RunLoop.main` in 10 ms slices instead of sleeping: on Linux
/// the main dispatch queue only runs while the main thread services it, and the awaited work
/// (MainScheduler, Driver, Binder) is usually queued there. Elsewhere it waits on a condition.
final class BlockingWait: Sendable {
    private let finished = Atomic<Bool>(false)
    private let condition = NSCondition()
    private let waitsOnMain = Atomic<Bool>(false)

    /// Called once the result is known, from any thread.
    func finish() {
        condition.lock()
        finished.store(true, ordering: .releasing)
        condition.broadcast()
        condition.unlock()
        // Wakes a main-thread wait at once rather than at the end of its slice.
        if waitsOnMain.load(ordering: .acquiring) && !Thread.isMainThread {
            DispatchQueue.main.async {}
        }
    }

    /// Waits; returns `false` when `timeout` seconds passed first.
    func wait(timeout: TimeInterval?) -> Bool {
        let deadline = timeout.map { Date().addingTimeInterval($0) } ?? .distantFuture
        if Thread.isMainThread {
            waitsOnMain.store(true, ordering: .releasing)
            while !finished.load(ordering: .acquiring) {
                let now = Date()
                if now >= deadline { return finished.load(ordering: .acquiring) }
                _ = RunLoop.main.run(mode: .default, before: min(deadline, now.addingTimeInterval(0.01)))
            }
            return true
        }
        condition.lock()
        defer { condition.unlock() }
        while !finished.load(ordering: .acquiring) {
            if !condition.wait(until: deadline) { return finished.load(ordering: .acquiring) }
        }
        return true
    }
}
