import Rx

// Drill 08b: Maybe and Completable, a draft store. Reference solution.

/// Why a draft was not saved.
public enum DraftError: Error, Equatable {
    case blank
}

/// Keeps message drafts by conversation id. Nothing happens until someone subscribes.
public final class DraftStore {
    private var drafts: [String: String]

    public init(drafts: [String: String] = [:]) {
        self.drafts = drafts
    }

    /// The draft of `id`, read when subscribed: its text, or completes empty when there is none.
    public func draft(id: String) -> Maybe<String> {
        Maybe.deferred { [self] in
            guard let text = drafts[id] else { return .empty() }
            return .just(text)
        }
    }

    /// Saves `text` as the draft of `id` when subscribed, then completes; fails with
    /// `DraftError.blank`, saving nothing, when `text` is empty or only spaces.
    public func save(_ text: String, id: String) -> Completable {
        Completable.deferred { [self] in
            guard !text.allSatisfy(\.isWhitespace) else { return .error(DraftError.blank) }
            drafts[id] = text
            return .empty()
        }
    }

    /// Saves, then reads the draft back once the save completed.
    public func saveAndReload(_ text: String, id: String) -> Maybe<String> {
        save(text, id: id).andThen(draft(id: id))
    }
}
