import PlayerBinders
import Rx
import XCTest

/// Drill 20a's checks. Do not edit: `check` compares this file with the shipped copy.
final class PlayerBindersDrillTests: XCTestCase {
    private let levels = PublishSubject<Int>()
    private let skipTaps = PublishSubject<Void>()

    func testBindControls_EachEventCallsItsMethod() {
        let player = Player()
        let binding = bindControls(levels: levels.asObservable(), skipTaps: skipTaps.asObservable(), to: player)
        levels.onNext(30)
        skipTaps.onNext(())
        levels.onNext(75)
        binding.dispose()
        XCTAssertEqual(player.log, ["volume 30", "skip", "volume 75"])
    }

    func testBindControls_OneDisposeEndsBoth() {
        let player = Player()
        let binding = bindControls(levels: levels.asObservable(), skipTaps: skipTaps.asObservable(), to: player)
        binding.dispose()
        XCTAssertFalse(levels.hasObservers || skipTaps.hasObservers, "disposing the one Disposable should end both bindings")
        levels.onNext(10)
        XCTAssertEqual(player.log, [])
    }

    func testBindControls_HoldsThePlayerWeakly() {
        var player: Player? = Player()
        weak let released = player
        let binding = bindControls(levels: levels.asObservable(), skipTaps: skipTaps.asObservable(), to: player!)
        player = nil
        XCTAssertNil(released, "a Binder holds its target weakly: the binding must not keep the player alive")
        levels.onNext(50)
        skipTaps.onNext(())
        binding.dispose()
    }
}
