import PlaylistRouting
import XCTest

/// Drill 17a's checks. Do not edit: `check` compares this file with the shipped copy.
final class PlaylistRouterDrillTests: XCTestCase {
    private let intro = Track(title: "Intro", artist: "The XX")
    private let teardrop = Track(title: "Teardrop", artist: "Massive Attack")
    private let roads = Track(title: "Roads", artist: "Portishead")

    private func player(of playlist: PlaylistViewController) throws -> PlayerDataStore {
        let presented = try XCTUnwrap(playlist.presented, "routeToPlayer should present the player")
        return try XCTUnwrap(presented.router.dataStore)
    }

    func testRouteToPlayer_PassesTheChosenTrackAndTheOnesAfterIt() throws {
        let playlist = PlaylistViewController(tracks: [intro, teardrop, roads])
        playlist.router.routeToPlayer(trackIndex: 1)
        let store = try player(of: playlist)
        XCTAssertEqual(store.track, teardrop)
        XCTAssertEqual(store.upNext, [roads])
    }

    func testRouteToPlayer_TheLastTrackHasNothingUpNext() throws {
        let playlist = PlaylistViewController(tracks: [roads, intro])
        playlist.router.routeToPlayer(trackIndex: 1)
        let store = try player(of: playlist)
        XCTAssertEqual(store.track, intro)
        XCTAssertEqual(store.upNext, [])
    }

    func testRouteToPlayer_OutOfRangePresentsNothing() {
        let playlist = PlaylistViewController(tracks: [intro])
        playlist.router.routeToPlayer(trackIndex: 1)
        playlist.router.routeToPlayer(trackIndex: -1)
        XCTAssertNil(playlist.presented, "an index outside the playlist should not open the player")
    }

    func testRouteToPlayer_ReadsTheDataStoreWhenRouting() throws {
        let playlist = PlaylistViewController(tracks: [intro])
        playlist.router.dataStore?.tracks = [teardrop, roads, intro]
        playlist.router.routeToPlayer(trackIndex: 0)
        let store = try player(of: playlist)
        XCTAssertEqual(store.track, teardrop, "the router passes what its data store holds now")
        XCTAssertEqual(store.upNext, [roads, intro])
    }

    func testPassDataToPlayer_CopiesFromSourceToDestination() {
        let router = PlaylistRouter()
        var destination: PlayerDataStore = PlayerInteractor()
        router.passDataToPlayer(source: PlaylistInteractor(tracks: [roads, teardrop, intro]), destination: &destination,
                                trackIndex: 0)
        XCTAssertEqual(destination.track, roads)
        XCTAssertEqual(destination.upNext, [teardrop, intro])
    }
}
