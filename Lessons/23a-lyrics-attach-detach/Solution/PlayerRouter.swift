import RIBs

// Drill 23a: a router attaches and detaches a child RIB. Reference solution.

/// Player's router: shows and hides its Lyrics child.
final class PlayerRouter: Router<PlayerInteractable>, PlayerRouting {
    private let lyricsBuilder: LyricsBuildable
    private var lyrics: LyricsRouting?

    init(interactor: PlayerInteractable, lyricsBuilder: LyricsBuildable) {
        self.lyricsBuilder = lyricsBuilder
        super.init(interactor: interactor)
    }

    /// Builds Lyrics and attaches it; does nothing while it is attached.
    func showLyrics() {
        guard lyrics == nil else { return }
        let child = lyricsBuilder.build()
        lyrics = child
        attachChild(child)
    }

    /// Detaches Lyrics and lets it go; does nothing while it is not attached.
    func hideLyrics() {
        guard let child = lyrics else { return }
        detachChild(child)
        lyrics = nil
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
