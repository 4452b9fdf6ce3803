import Rx

// Lesson 10, seeded bug: a search that also searches a single letter.

/// Search as you type. A query is searched once the user has stopped typing for 3 ticks;
/// queries shorter than two characters are not searched; the same query twice in a row is
/// searched once; only the answer to the latest searched query is shown, never an older one.
public func searchResults(
    queries: Observable<String>,
    service: @escaping (String) -> Observable<[String]>,
    scheduler: SchedulerType
) -> Observable<[String]> {
    queries
        .debounce(.seconds(3), scheduler: scheduler)
        .filter { $0.count >= 1 }
        .distinctUntilChanged()
        .flatMapLatest { service($0) }
}
