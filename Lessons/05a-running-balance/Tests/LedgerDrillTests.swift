import Ledger
import Rx
import RxTesting
import XCTest

/// Drill 05a's checks. Do not edit: `check` compares this file with the shipped copy.
final class LedgerDrillTests: XCTestCase {
    private struct BankOffline: Error {}

    func testRunningBalance_AddsEachAmountToTheOpeningBalance() {
        let scheduler = TestScheduler(initialClock: 0)
        let amounts = scheduler.createColdObservable([.next(10, 50), .next(20, -30), .completed(30)])
        let observer = scheduler.start { runningBalance(of: amounts.asObservable(), opening: 100) }
        XCTAssertEqual(observer.events, [.next(210, 150), .next(220, 120), .completed(230)])
    }

    func testRunningBalance_FollowsAnyAccount() {
        let deposits = [12, -7, 40, -45, 3]
        var expected: [Int] = []
        var balance = -20
        for amount in deposits {
            balance += amount
            expected.append(balance)
        }
        let balances = try? runningBalance(of: Observable.from(deposits), opening: -20).toBlocking().toArray()
        XCTAssertEqual(balances, expected, "each balance is the one before plus the amount, starting from the opening")
    }

    func testRunningBalance_StopsWhenTheAmountsFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let amounts = scheduler.createColdObservable([.next(10, 5), .error(20, BankOffline())])
        let observer = scheduler.start { runningBalance(of: amounts.asObservable(), opening: 0) }
        XCTAssertEqual(observer.events, [.next(210, 5), .error(220, BankOffline())])
    }

    func testLargeWithdrawals_OnlyAtOrOverTheLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let amounts = scheduler.createColdObservable([.next(10, -100), .next(20, 300), .next(30, -99),
                                                      .next(40, -250), .completed(50)])
        let observer = scheduler.start { largeWithdrawals(in: amounts.asObservable(), limit: 100) }
        XCTAssertEqual(observer.events, [.next(210, "withdrew 100"), .next(240, "withdrew 250"), .completed(250)])
    }

    func testLargeWithdrawals_OtherLimit() {
        let texts = try? largeWithdrawals(in: Observable.of(-5, -20, 20, -21), limit: 20).toBlocking().toArray()
        XCTAssertEqual(texts, ["withdrew 20", "withdrew 21"])
    }
}
