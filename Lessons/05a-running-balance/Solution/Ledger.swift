import Rx

// Drill 05a: map, filter and scan on a bank account. Reference solution.

/// The balance after each amount (deposits positive, withdrawals negative), from `opening`.
/// Completes or fails when `amounts` does.
public func runningBalance(of amounts: Observable<Int>, opening: Int) -> Observable<Int> {
    amounts.scan(opening) { balance, amount in balance + amount }
}

/// `"withdrew N"` for each withdrawal of `limit` or more (N without its minus sign); deposits
/// and smaller withdrawals are left out.
public func largeWithdrawals(in amounts: Observable<Int>, limit: Int) -> Observable<String> {
    amounts
        .filter { $0 <= -limit }
        .map { "withdrew \(-$0)" }
}
