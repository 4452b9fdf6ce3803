import Rx

/// A stream a running scene publishes for the shell's `watch`, its values already text.
///
/// The shell shows every event of `events` as it comes, `completed` and errors included, so
/// a stream named after an observable must be that observable (mapped to text), or a
/// `StreamTap` on the subscription the cycle makes, never rebuilt from traced calls: a trace
/// records calls, and a call cannot complete.
public struct SceneStream {
    /// `scope.stream`, e.g. `title.display`.
    public let name: String
    /// One line per element, as the learner should read it.
    public let events: Observable<String>

    public init(name: String, events: Observable<String>) {
        self.name = name
        self.events = events
    }
}
