import Rx

// Lesson 05: map, filter, flatMap, flatMapLatest. Reference solution.

/// The squares of the even numbers: 1, 2, 3, 4 gives 4, 16.
public func evenSquares(_ numbers: Observable<Int>) -> Observable<Int> {
    numbers.filter { $0 % 2 == 0 }.map { $0 * $0 }
}

/// The name of every label id, each as soon as its lookup answers (not in id order).
/// Completes when `ids` and every lookup have completed.
public func labelNames(for ids: Observable<Int>, lookup: @escaping (Int) -> Observable<String>) -> Observable<String> {
    ids.flatMap { lookup($0) }
}

/// Search-as-you-type: for each non-empty query, the service's answer, but only for the
/// latest query: an answer to an older query must never show up.
public func search(_ queries: Observable<String>, service: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    queries.filter { !$0.isEmpty }.flatMapLatest { service($0) }
}
