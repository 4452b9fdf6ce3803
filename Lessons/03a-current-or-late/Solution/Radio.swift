import Rx

// Drill 03a: a current value, or only what comes next. Reference solution.

/// A radio station: the track on air now, and an announcement each time a new one starts.
public final class Radio {
    private let onAir: BehaviorRelay<String>
    private let starts = PublishSubject<String>()

    /// A station that opens with `firstTrack` on air.
    public init(firstTrack: String) {
        onAir = BehaviorRelay(value: firstTrack)
    }

    /// The track on air now.
    public var current: String { onAir.value }

    /// The track on air: a new subscriber gets the current one first, then every change.
    public var nowPlaying: Observable<String> { onAir.asObservable() }

    /// Only the tracks that start after subscribing; a late subscriber misses the earlier ones.
    public var announcements: Observable<String> { starts.asObservable() }

    /// Puts `track` on air and announces it.
    public func play(_ track: String) {
        onAir.accept(track)
        starts.onNext(track)
    }
}
