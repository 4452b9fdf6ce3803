import OnAir
import Rx
import RxTesting
import XCTest

/// Drill 03a's checks. Do not edit: `check` compares this file with the shipped copy.
final class RadioDrillTests: XCTestCase {
    private func received(from stream: Observable<String>, while act: () -> Void) -> [String] {
        var values: [String] = []
        let subscription = stream.subscribe(onNext: { values.append($0) })
        act()
        subscription.dispose()
        return values
    }

    func testCurrent_IsTheLastTrackPlayed() {
        let radio = Radio(firstTrack: "Jingle")
        XCTAssertEqual(radio.current, "Jingle", "before anything is played, the first track is on air")
        radio.play("Blue Monday")
        radio.play("Heroes")
        XCTAssertEqual(radio.current, "Heroes")
    }

    func testNowPlaying_LateSubscriberGetsTheCurrentTrackFirst() {
        let radio = Radio(firstTrack: "News")
        radio.play("Weather")
        radio.play("Traffic")
        let heard = received(from: radio.nowPlaying) { radio.play("Sports") }
        XCTAssertEqual(heard, ["Traffic", "Sports"],
                       "a late subscriber to nowPlaying should get the track on air, then what follows")
    }

    func testNowPlaying_FreshStationGivesItsFirstTrack() {
        let radio = Radio(firstTrack: "Morning Show")
        XCTAssertEqual(received(from: radio.nowPlaying) {}, ["Morning Show"])
    }

    func testAnnouncements_LateSubscriberMissesEarlierTracks() {
        let radio = Radio(firstTrack: "Overture")
        radio.play("Act One")
        let heard = received(from: radio.announcements) {
            radio.play("Interlude")
            radio.play("Act Two")
        }
        XCTAssertEqual(heard, ["Interlude", "Act Two"],
                       "announcements should pass on only the tracks played while subscribed")
    }

    func testAnnouncements_OnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let radio = Radio(firstTrack: "Static")
        scheduler.scheduleAt(150) { radio.play("Too early") }
        scheduler.scheduleAt(300) { radio.play("On time") }
        scheduler.scheduleAt(400) { radio.play("Late show") }
        let observer = scheduler.start { radio.announcements }
        XCTAssertEqual(observer.events, [.next(300, "On time"), .next(400, "Late show")])
    }
}
