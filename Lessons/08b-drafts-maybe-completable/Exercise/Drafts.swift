import Rx

// Drill 08b: Maybe and Completable, a draft store.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 8b`).
// Keep the names and signatures: the tests call them.

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
        // TODO: a Maybe that looks the draft up only when someone subscribes.
        _ = id
        return .empty()
    }

    /// Saves `text` as the draft of `id` when subscribed, then completes; fails with
    /// `DraftError.blank`, saving nothing, when `text` is empty or only spaces.
    public func save(_ text: String, id: String) -> Completable {
        // TODO: a Completable that saves only when someone subscribes.
        _ = (text, id)
        return .empty()
    }

    /// Saves, then reads the draft back once the save completed.
    public func saveAndReload(_ text: String, id: String) -> Maybe<String> {
        // TODO: one operator puts a Completable before another trait.
        _ = (text, id)
        return .empty()
    }
}
