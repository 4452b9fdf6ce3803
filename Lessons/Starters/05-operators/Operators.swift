import Rx

// Lesson 05: map, filter, flatMap, flatMapLatest.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check operators`).
// Keep the names and signatures: the tests call them.

/// The squares of the even numbers: 1, 2, 3, 4 gives 4, 16.
public func evenSquares(_ numbers: Observable<Int>) -> Observable<Int> {
    // TODO: only the even numbers, each squared, each when it arrives.
    return numbers
}

/// The name of every label id, each as soon as its lookup answers (not in id order).
/// Completes when `ids` and every lookup have completed.
public func labelNames(for ids: Observable<Int>, lookup: @escaping (Int) -> Observable<String>) -> Observable<String> {
    // TODO: look every id up; pass on every answer as soon as it comes, none lost.
    return Observable.empty()
}

/// Search-as-you-type: for each non-empty query, the service's answer, but only for the
/// latest query: an answer to an older query must never show up.
public func search(_ queries: Observable<String>, service: @escaping (String) -> Observable<[String]>) -> Observable<[String]> {
    // TODO: ask the service for each non-empty query; a newer query makes an older answer irrelevant.
    return Observable.empty()
}
