import Dispatch
import XCTest
import Rx
import RxTesting

/// `Completable.value` when completion and the awaiting task's cancellation race on other
/// threads: the continuation is resumed exactly once (a second resume traps), with the
/// completion or with `CancellationError`. RxSwift's own version of this check sleeps 5 ms
/// in each of 10,000 blocks and is bounded by the dispatch pool, not by Rx; this one races
/// without sleeping.
final class CompletableValueRaceTests: XCTestCase {
    func testCompletableValue_CompletionRacingCancellationResumesOnce() async {
        var completed = 0
        var cancelled = 0
        for _ in 0..<2_000 {
            let completable = Completable.create { observer in
                // Completing from another thread is the point; the observer is called once.
                nonisolated(unsafe) let complete = observer
                DispatchQueue.global().async { complete(.completed) }
                return Disposables.create()
            }
            let task = Task { try await completable.value }
            DispatchQueue.global().async { task.cancel() }
            switch await task.result {
            case .success:
                completed += 1
            case .failure(let error):
                XCTAssertTrue(error is CancellationError, "\(error)")
                cancelled += 1
            }
        }
        XCTAssertEqual(completed + cancelled, 2_000)
    }
}
