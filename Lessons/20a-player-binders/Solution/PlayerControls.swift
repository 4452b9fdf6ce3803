import Rx

// Drill 20a: streams bound to an object's methods with Binder. Reference solution.

/// Binds the controls to `player`: each level calls `setVolume`, each tap `skip`. The player
/// is held weakly; the one Disposable returned ends both bindings.
public func bindControls(levels: Observable<Int>, skipTaps: Observable<Void>, to player: Player) -> Disposable {
    Disposables.create(
        levels.subscribe(Binder(player) { player, level in player.setVolume(level) }),
        skipTaps.subscribe(Binder(player) { player, _ in player.skip() })
    )
}

// MARK: - The player (complete: read it, do not change it)

/// A music player; what it was told is in `log`.
public final class Player {
    public private(set) var log: [String] = []

    public init() {}

    public func setVolume(_ level: Int) { log.append("volume \(level)") }

    public func skip() { log.append("skip") }
}
