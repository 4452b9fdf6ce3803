@testable import LyricsAttach
import RIBs
import XCTest

/// Drill 23a's checks. Do not edit: `check` compares this file with the shipped copy.
final class PlayerRouterDrillTests: XCTestCase {
    /// Builds real Lyrics RIBs and keeps each one it built.
    private final class LyricsBuilderSpy: LyricsBuildable {
        private(set) var built: [LyricsRouting] = []
        func build() -> LyricsRouting {
            let router = LyricsBuilder().build()
            built.append(router)
            return router
        }
    }

    private var builder: LyricsBuilderSpy!
    private var router: PlayerRouter!

    override func setUp() {
        super.setUp()
        builder = LyricsBuilderSpy()
        router = PlayerRouter(interactor: PlayerInteractor(), lyricsBuilder: builder)
    }

    func testShowLyrics_AttachesTheBuiltChildAndActivatesIt() throws {
        router.showLyrics()
        let lyrics = try XCTUnwrap(builder.built.first, "showLyrics should build Lyrics with its builder")
        XCTAssertTrue(router.children.count == 1 && router.children.first === lyrics, "the built Lyrics should be Player's only child")
        XCTAssertTrue(lyrics.interactable.isActive, "attachChild activates the child's interactor")
    }

    func testShowLyrics_TwiceAttachesOnce() {
        router.showLyrics()
        router.showLyrics()
        XCTAssertEqual(builder.built.count, 1, "a second showLyrics while Lyrics is attached should build nothing")
        XCTAssertEqual(router.children.count, 1)
    }

    func testHideLyrics_DetachesAndDeactivatesTheChild() throws {
        router.showLyrics()
        router.hideLyrics()
        let lyrics = try XCTUnwrap(builder.built.first)
        XCTAssertTrue(router.children.isEmpty, "hideLyrics should detach Lyrics")
        XCTAssertFalse(lyrics.interactable.isActive, "detachChild deactivates the child's interactor")
    }

    func testShowAfterHide_AttachesANewLyrics() {
        router.showLyrics()
        router.hideLyrics()
        router.showLyrics()
        XCTAssertEqual(builder.built.count, 2, "after hiding, showing again should build a new Lyrics")
        XCTAssertTrue(router.children.count == 1 && router.children.first === builder.built.last,
                      "the new Lyrics should be the only child")
    }

    func testHideLyrics_WhenHiddenDoesNothing() {
        router.hideLyrics()
        router.showLyrics()
        router.hideLyrics()
        router.hideLyrics()
        XCTAssertTrue(router.children.isEmpty)
        XCTAssertEqual(builder.built.count, 1)
    }
}
