import Rx
import RxTesting
import VolumeSlider
import XCTest

/// Drill 07a's checks. Do not edit: `check` compares this file with the shipped copy.
final class VolumeDrillTests: XCTestCase {
    private var scheduler: TestScheduler!
    /// A drag from 1 to 4, a pause, one more level, then the end.
    private var drag: TestableObservable<Int>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        drag = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4),
                                              .next(300, 5), .completed(400)])
    }

    func testVolumeToSave_OnceTheSliderIsStill() {
        let observer = scheduler.start { [self] in volumeToSave(drag.asObservable(), quiet: 25, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(265, 4), .next(325, 5), .completed(400)],
                       "a level is saved 25 ticks after the last move, if nothing moved in between")
    }

    func testVolumeToSave_OtherPauseAndAnEarlyEnd() {
        let short = scheduler.createHotObservable([.next(205, 7), .next(215, 8), .next(260, 9), .completed(280)])
        let observer = scheduler.start { [self] in volumeToSave(short.asObservable(), quiet: 30, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(245, 8), .next(280, 9), .completed(280)],
                       "the pause is `quiet` ticks; a stream that completes first hands over its last level at once")
    }

    func testVolumeToPlay_FirstAtOnceThenTheLatestOfEachWindow() {
        let observer = scheduler.start { [self] in volumeToPlay(drag.asObservable(), window: 25, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(235, 3), .next(260, 4), .next(300, 5), .completed(400)],
                       "the first level at once; a level inside a window waits for its end, and only the latest goes")
    }

    func testVolumeToPlay_OtherWindow() {
        let observer = scheduler.start { [self] in volumeToPlay(drag.asObservable(), window: 50, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(260, 4), .next(310, 5), .completed(400)])
    }
}
