import Foundation
import Rx

extension ObservableConvertibleType {
    /// A blocking view of the sequence, for tests: its operators subscribe, wait for the
    /// result, and return it. A `timeout` (in seconds) makes them fail with `RxError.timeout`.
    ///
    /// Called from the main thread, the wait keeps servicing the main queue, so `MainScheduler`,
    /// `Driver` and `Binder` work runs while the caller waits.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// A sequence whose results are read by blocking the calling thread (RxBlocking's API).
///
/// Never call its operators from work running on the main queue: the main queue cannot run
/// the waited-for work while that work item is still running.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

/// How a blocked-on sequence ended, with the elements it produced before.
public enum MaterializedSequenceResult<Element> {
    /// The sequence completed after `elements`.
    case completed(elements: [Element])
    /// The sequence failed with `error` (possibly `RxError.timeout`) after `elements`.
    case failed(elements: [Element], error: Swift.Error)
}

extension MaterializedSequenceResult: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.completed(left), .completed(right)):
            return left == right
        case let (.failed(leftElements, leftError), .failed(rightElements, rightError)):
            return leftElements == rightElements && errorsEqual(leftError, rightError)
        default:
            return false
        }
    }
}

extension BlockingObservable {
    /// Subscribes, collects the elements that satisfy `predicate` until the sequence ends, `max`
    /// of them are collected, the predicate throws, or the timeout passes; then unsubscribes.
    func materializeResult(max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }) -> MaterializedSequenceResult<Element> {
        let collector = BlockingCollector<Element>(max: max, predicate: predicate)
        let wait = BlockingWait()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe { event in
            if collector.on(event) {
                subscription.dispose()
                wait.finish()
            }
        })
        let finished = wait.wait(timeout: timeout)
        subscription.dispose()
        return collector.result(timedOut: !finished)
    }

    func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}
