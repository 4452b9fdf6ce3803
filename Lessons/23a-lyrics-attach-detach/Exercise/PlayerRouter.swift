import RIBs

// Drill 23a: a router attaches and detaches a child RIB.
// Fill in each `// TODO`, then type `check` in archlab (or run `archlab check 23a`).
// Keep the names and signatures: the tests call them.

/// Player's router: shows and hides its Lyrics child.
final class PlayerRouter: Router<PlayerInteractable>, PlayerRouting {
    private let lyricsBuilder: LyricsBuildable
    // TODO: keep the attached Lyrics child here, to detach it later.

    init(interactor: PlayerInteractable, lyricsBuilder: LyricsBuildable) {
        self.lyricsBuilder = lyricsBuilder
        super.init(interactor: interactor)
    }

    /// Builds Lyrics and attaches it; does nothing while it is attached.
    func showLyrics() {
        // TODO: build the child, keep it, attach it; only once while it is attached.
    }

    /// Detaches Lyrics and lets it go; does nothing while it is not attached.
    func hideLyrics() {
        // TODO: detach the child you kept, and forget it.
    }
}

// MARK: - The two RIBs' other units (complete: read them, do not change them)

protocol PlayerRouting: Routing {
    func showLyrics()
    func hideLyrics()
}

protocol PlayerInteractable: Interactable {}

final class PlayerInteractor: Interactor, PlayerInteractable {}

protocol LyricsRouting: Routing {}

final class LyricsInteractor: Interactor {}

final class LyricsRouter: Router<LyricsInteractor>, LyricsRouting {}

/// Builds Lyrics, a viewless child RIB.
protocol LyricsBuildable: AnyObject {
    func build() -> LyricsRouting
}

final class LyricsBuilder: LyricsBuildable {
    func build() -> LyricsRouting { LyricsRouter(interactor: LyricsInteractor()) }
}
