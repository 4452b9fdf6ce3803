import Rx
import XCTest

/// `DisposeBag`: disposal in insertion order across the growth of its storage and for every
/// kind of entry, an addition during its own disposal disposed at once, each entry disposed
/// exactly once and released with the bag (inserts from many threads: `ConcurrencyTests`).
final class DisposeBagTests: RxTestCase {
    /// A disposable object that records its disposal and lets a test watch its lifetime.
    private final class Recording: Disposable {
        let id: Int
        let log: (Int) -> Void
        init(_ id: Int, log: @escaping (Int) -> Void) {
            self.id = id
            self.log = log
        }
        func dispose() { log(id) }
    }

    func testDisposesInInsertionOrderAcrossGrowthAndEntryKinds() {
        var disposed: [Int] = []
        let subject = PublishSubject<Int>()
        var bag: DisposeBag? = DisposeBag()
        for id in 0..<20 {
            switch id % 4 {
            case 0: Disposables.create { disposed.append(id) }.disposed(by: bag!)
            case 1: subject.subscribe(onDisposed: { disposed.append(id) }).disposed(by: bag!)
            case 2: bag!.insert(Recording(id) { disposed.append($0) })
            default: subject.map { $0 }.subscribe(onDisposed: { disposed.append(id) }).disposed(by: bag!)
            }
        }
        // A subject's own subscription (a value, not an object) among the entries.
        subject.subscribe(AnyObserver<Int> { _ in }).disposed(by: bag!)
        XCTAssertEqual(disposed, [])
        XCTAssertTrue(subject.hasObservers)
        bag = nil
        XCTAssertEqual(disposed, Array(0..<20))
        XCTAssertFalse(subject.hasObservers, "every subscription in the bag was disposed")
    }

    func testEachEntryIsDisposedOnceAndReleasedWithTheBag() {
        var disposed: [Int] = []
        weak var watched: Recording?
        var bag: DisposeBag? = DisposeBag()
        do {
            let entry = Recording(7) { disposed.append($0) }
            watched = entry
            bag!.insert(entry)
        }
        XCTAssertNotNil(watched, "the bag holds its entries")
        bag = nil
        XCTAssertEqual(disposed, [7])
        XCTAssertNil(watched, "the bag let go of its entries")
    }

    func testInsertingDuringItsOwnDisposalDisposesTheAdditionAtOnce() {
        var disposed: [String] = []
        var bag: DisposeBag? = DisposeBag()
        let dying = Unmanaged.passUnretained(bag!)
        Disposables.create {
            disposed.append("first")
            dying.takeUnretainedValue().insert(Disposables.create { disposed.append("late") })
            disposed.append("after late")
        }.disposed(by: bag!)
        Disposables.create { disposed.append("second") }.disposed(by: bag!)
        bag = nil
        XCTAssertEqual(disposed, ["first", "late", "after late", "second"])
    }
}
