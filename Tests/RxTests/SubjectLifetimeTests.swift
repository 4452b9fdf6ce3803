import XCTest
import Rx

/// A held subscription must neither keep its subject alive nor keep what the subject held
/// (other observers) alive once the subject is gone; disposing it afterwards does nothing.
final class SubjectLifetimeTests: XCTestCase {
    private final class Token {}

    func testPublishSubject_HeldSubscriptionDoesNotKeepSubjectOrOtherObserversAlive() {
        weak var weakSubject: PublishSubject<Int>?
        weak var weakToken: Token?
        var held: Disposable?
        var received: [Int] = []
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            held = subject.subscribe(onNext: { received.append($0) })
            let token = Token()
            weakToken = token
            // Dropped without disposing: only the subject keeps this observer (and token) alive.
            _ = subject.subscribe(onNext: { _ in _ = token })
            subject.onNext(1)
        }
        XCTAssertNil(weakSubject, "a held subscription kept its subject alive")
        XCTAssertNil(weakToken, "the subject's observers outlived it")
        held?.dispose()
        held?.dispose()
        XCTAssertEqual(received, [1])
    }

    func testPublishSubject_DisposingOneSubscriptionLeavesTheOthers() {
        let subject = PublishSubject<Int>()
        var first: [Int] = []
        var second: [Int] = []
        let a = subject.subscribe(onNext: { first.append($0) })
        let b = subject.subscribe(onNext: { second.append($0) })
        subject.onNext(1)
        a.dispose()
        subject.onNext(2)
        a.dispose()
        subject.onNext(3)
        b.dispose()
        subject.onNext(4)
        XCTAssertEqual(first, [1])
        XCTAssertEqual(second, [1, 2, 3])
        XCTAssertFalse(subject.hasObservers)
    }
}
