// Drill 17a: a router passes data from one scene's data store to the next.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 17a`).
// Keep the names and signatures: the tests call them.

/// Opens the player from the playlist.
public final class PlaylistRouter {
    public weak var viewController: PlaylistViewController?
    public var dataStore: PlaylistDataStore?

    public init() {}

    /// Builds the player, passes it the track at `trackIndex` and the tracks after it, and
    /// presents it. Out of range: does nothing.
    public func routeToPlayer(trackIndex: Int) {
        // TODO: make the destination scene, get both data stores, pass the data with
        //       `passDataToPlayer`, then present the destination from `viewController`.
        _ = trackIndex
    }

    /// The track at `trackIndex` becomes the player's `track`, the ones after it its `upNext`.
    public func passDataToPlayer(source: PlaylistDataStore, destination: inout PlayerDataStore, trackIndex: Int) {
        // TODO: copy from the source data store into the destination's.
        _ = (source, destination, trackIndex)
    }
}

// MARK: - The two scenes (complete: read them, do not change them)

public struct Track: Equatable, Sendable {
    public var title: String
    public var artist: String
    public init(title: String, artist: String) {
        self.title = title
        self.artist = artist
    }
}

public protocol PlaylistDataStore: AnyObject {
    var tracks: [Track] { get set }
}

public final class PlaylistInteractor: PlaylistDataStore {
    public var tracks: [Track]
    public init(tracks: [Track]) { self.tracks = tracks }
}

public final class PlaylistViewController {
    public let router = PlaylistRouter()
    /// The screen shown over this one, if any.
    public private(set) var presented: PlayerViewController?

    /// The configurator's work: interactor (data store) and router, wired.
    public init(tracks: [Track]) {
        router.dataStore = PlaylistInteractor(tracks: tracks)
        router.viewController = self
    }

    public func present(_ player: PlayerViewController) { presented = player }
}

public protocol PlayerDataStore: AnyObject {
    var track: Track? { get set }
    var upNext: [Track] { get set }
}

public final class PlayerInteractor: PlayerDataStore {
    public var track: Track?
    public var upNext: [Track] = []
    public init() {}
}

public final class PlayerRouter {
    public var dataStore: PlayerDataStore?
    public init() {}
}

public final class PlayerViewController {
    public let router = PlayerRouter()
    public init() { router.dataStore = PlayerInteractor() }
}
