import Rx

// Drill 03b: a replay buffer of a chosen size. Reference solution.

/// The searches typed so far, for the suggestions under a search field.
public final class RecentSearches {
    private let searches: ReplayRelay<String>

    /// Keeps the last `count` searches for whoever subscribes later.
    public init(keeping count: Int) {
        searches = ReplayRelay.create(bufferSize: count)
    }

    public func record(_ query: String) {
        searches.accept(query)
    }

    /// A new subscriber gets the kept searches at once, oldest first, then every new one.
    public var recent: Observable<String> { searches.asObservable() }
}
