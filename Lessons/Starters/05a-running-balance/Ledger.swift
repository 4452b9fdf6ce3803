import Rx

// Drill 05a: map, filter and scan on a bank account.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 5a`).
// Keep the names and signatures: the tests call them.

/// The balance after each amount (deposits positive, withdrawals negative), from `opening`.
/// Completes or fails when `amounts` does.
public func runningBalance(of amounts: Observable<Int>, opening: Int) -> Observable<Int> {
    // TODO: one operator that carries the balance from one amount to the next.
    _ = (amounts, opening)
    return Observable.empty()
}

/// `"withdrew N"` for each withdrawal of `limit` or more (N without its minus sign); deposits
/// and smaller withdrawals are left out.
public func largeWithdrawals(in amounts: Observable<Int>, limit: Int) -> Observable<String> {
    // TODO: keep only the large withdrawals, then turn each into its text.
    _ = (amounts, limit)
    return Observable.empty()
}
