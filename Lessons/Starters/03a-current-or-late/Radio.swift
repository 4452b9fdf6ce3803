import Rx

// Drill 03a: a current value, or only what comes next.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 3a`).
// Keep the names and signatures: the tests call them.

/// A radio station: the track on air now, and an announcement each time a new one starts.
public final class Radio {
    // TODO: keep two things: the track on air (something that always has a value and hands it
    //       to each new subscriber), and the announcements (something that only passes on
    //       what happens while you listen).

    /// A station that opens with `firstTrack` on air.
    public init(firstTrack: String) {
        // TODO: put `firstTrack` on air.
        _ = firstTrack
    }

    /// The track on air now.
    public var current: String {
        // TODO: read it from what holds the track on air.
        ""
    }

    /// The track on air: a new subscriber gets the current one first, then every change.
    public var nowPlaying: Observable<String> {
        // TODO
        Observable.empty()
    }

    /// Only the tracks that start after subscribing; a late subscriber misses the earlier ones.
    public var announcements: Observable<String> {
        // TODO
        Observable.empty()
    }

    /// Puts `track` on air and announces it.
    public func play(_ track: String) {
        // TODO: both of the above hear about it.
        _ = track
    }
}
