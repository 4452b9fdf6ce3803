import Rx

// Drill 20a: streams bound to an object's methods with Binder.
// Fill in the `// TODO`, then type `check` in archlab (or run `archlab check 20a`).
// Keep the names and signatures: the tests call them.

/// Binds the controls to `player`: each level calls `setVolume`, each tap `skip`. The player
/// is held weakly; the one Disposable returned ends both bindings.
public func bindControls(levels: Observable<Int>, skipTaps: Observable<Void>, to player: Player) -> Disposable {
    // TODO: one Binder per method of the player, each stream subscribed with its own, and both
    //       subscriptions in one Disposable.
    _ = (levels, skipTaps, player)
    return Disposables.create()
}

// MARK: - The player (complete: read it, do not change it)

/// A music player; what it was told is in `log`.
public final class Player {
    public private(set) var log: [String] = []

    public init() {}

    public func setVolume(_ level: Int) { log.append("volume \(level)") }

    public func skip() { log.append("skip") }
}
