import Rx

/// A stream a running scene publishes for the shell's `watch`, its values already text.
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
