import Rx

// Drill 03b: a replay buffer of a chosen size.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 3b`).
// Keep the names and signatures: the tests call them.

/// The searches typed so far, for the suggestions under a search field.
public final class RecentSearches {
    // TODO: something that passes on each search and replays the last few to a new subscriber.

    /// Keeps the last `count` searches for whoever subscribes later.
    public init(keeping count: Int) {
        // TODO
        _ = count
    }

    public func record(_ query: String) {
        // TODO
        _ = query
    }

    /// A new subscriber gets the kept searches at once, oldest first, then every new one.
    public var recent: Observable<String> {
        // TODO
        Observable.empty()
    }
}
