/// Replaces long values in recorded marble tracks with one-letter keys and lists the keys
/// under the diagram, so a scene's `marbles` stays a few columns wide
/// (`title.cycle` values such as `view -> interactor  request()` would need a column each).
///
/// Used by `marbles` on recorded streams; the playground's values are short and drawn as is.
enum MarbleLegend {
    /// Values up to this many characters are drawn in place.
    static let longest = 12

    /// The tracks with long values keyed (the same value gets the same key everywhere), and
    /// one `KEY = VALUE` line per key, in order of first use. Keys are letters no short value
    /// uses; if they run out, the remaining long values are cut short instead.
    static func abbreviate(_ tracks: [MarbleTrack]) -> (tracks: [MarbleTrack], legend: [String]) {
        var shortValues: Set<String> = []
        for track in tracks {
            for case .value(let value) in track.events.map(\.kind) where value.count <= longest { shortValues.insert(value) }
        }
        var free = (Array("abcdefghijklmnopqrstuvwxyz") + Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")).map(String.init)
            .filter { !shortValues.contains($0) }[...]
        var keys: [String: String] = [:]
        var legend: [String] = []
        let keyed = tracks.map { track in
            var track = track
            track.events = track.events.map { event in
                guard case .value(let value) = event.kind, value.count > longest else { return event }
                if let key = keys[value] { return MarbleEvent(time: event.time, kind: .value(key)) }
                guard let key = free.popFirst() else {
                    return MarbleEvent(time: event.time, kind: .value(String(value.prefix(longest - 1)) + "…"))
                }
                keys[value] = key
                legend.append("\(key) = \(value)")
                return MarbleEvent(time: event.time, kind: .value(key))
            }
            return track
        }
        return (keyed, legend)
    }
}
