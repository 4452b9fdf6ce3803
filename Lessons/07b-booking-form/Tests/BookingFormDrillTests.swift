import BookingForm
import Rx
import RxTesting
import XCTest

/// Drill 07b's checks. Do not edit: `check` compares this file with the shipped copy.
final class BookingFormDrillTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testBookEnabled_OnceBothFieldsHaveAValueThenOnEveryChange() {
        let nights = scheduler.createHotObservable([.next(210, 2), .next(240, 0)])
        let guests = scheduler.createHotObservable([.next(230, 3), .next(250, 7), .next(260, 6)])
        let observer = scheduler.start { bookEnabled(nights: nights.asObservable(), guests: guests.asObservable()) }
        XCTAssertEqual(observer.events, [.next(230, true), .next(240, false), .next(250, false), .next(260, false)])
    }

    func testBookEnabled_OtherFields() {
        let nights = scheduler.createHotObservable([.next(205, 1), .next(300, 14)])
        let guests = scheduler.createHotObservable([.next(210, 0), .next(220, 1)])
        let observer = scheduler.start { bookEnabled(nights: nights.asObservable(), guests: guests.asObservable()) }
        XCTAssertEqual(observer.events, [.next(210, false), .next(220, true), .next(300, true)])
    }

    func testBookings_OnlyTapsSendTheFieldsOfThatMoment() {
        let taps = scheduler.createHotObservable([.next(205, ()), .next(250, ()), .next(270, ())])
        let nights = scheduler.createHotObservable([.next(210, 2)])
        let guests = scheduler.createHotObservable([.next(230, 3), .next(260, 4)])
        let observer = scheduler.start {
            bookings(taps: taps.asObservable(), nights: nights.asObservable(), guests: guests.asObservable())
        }
        XCTAssertEqual(observer.events, [.next(250, "3 guests, 2 nights"), .next(270, "4 guests, 2 nights")],
                       "a tap before both fields are filled sends nothing; typing alone sends nothing")
    }
}
