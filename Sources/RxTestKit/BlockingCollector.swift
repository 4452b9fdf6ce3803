import Foundation
import Rx

/// What a blocking call has received so far. Events arrive on whatever thread the sequence
/// emits on while the caller waits on another, so every access takes the lock.
final class BlockingCollector<Element>: @unchecked Sendable { // reason: all state is guarded by `lock`.
    private let lock = NSLock()
    private let max: Int?
    private let predicate: (Element) throws -> Bool
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var isDone = false

    init(max: Int?, predicate: @escaping (Element) throws -> Bool) {
        self.max = max
        self.predicate = predicate
    }

    /// Records `event`; returns `true` exactly once, when the result is complete.
    func on(_ event: Event<Element>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if isDone { return false }
        switch event {
        case .next(let element):
            do {
                if try predicate(element) { elements.append(element) }
                if let max, elements.count >= max { isDone = true }
            } catch {
                self.error = error
                isDone = true
            }
        case .error(let error):
            self.error = error
            isDone = true
        case .completed:
            isDone = true
        }
        return isDone
    }

    /// The outcome; after a timeout, later events are ignored.
    func result(timedOut: Bool) -> MaterializedSequenceResult<Element> {
        lock.lock()
        defer { lock.unlock() }
        if timedOut && !isDone {
            isDone = true
            return .failed(elements: elements, error: RxError.timeout)
        }
        if let error { return .failed(elements: elements, error: error) }
        return .completed(elements: elements)
    }
}
