import Rx

// Quiz: the Rx basics together, a stock watchlist. Reference solution.

/// A watchlist screen's lines: `"SYMBOL PRICE"` for each symbol of the latest list, in the
/// list's order, once every symbol of it has a price; then again on every new price.
///
/// - A new list, different from the one before, stops following the old list's quotes; the
///   same list again changes nothing.
/// - A quote that fails shows `"SYMBOL unavailable"`, and the other symbols go on.
/// - An empty list shows `[]` at once.
/// - However many screens subscribe, each quote is subscribed to once, and a screen that comes
///   late gets the latest lines at once.
public func watchlistLines(symbols: Observable<[String]>,
                           quote: @escaping (String) -> Observable<Int>) -> Observable<[String]> {
    symbols
        .distinctUntilChanged()
        .flatMapLatest { list -> Observable<[String]> in
            guard !list.isEmpty else { return .just([]) }
            return Observable.combineLatest(list.map { symbol in
                quote(symbol)
                    .map { "\(symbol) \($0)" }
                    .catchAndReturn("\(symbol) unavailable")
            })
        }
        .share(replay: 1, scope: .whileConnected)
}
