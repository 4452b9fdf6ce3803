/// Which session the prompt is in, for the `lessons` listing.
public enum Whereabouts: Equatable, Sendable {
    /// Free play; `parked` is the lesson whose sandbox waits, if any.
    case freePlay(parked: String?)
    /// The sandbox of this lesson.
    case lesson(String)
}
