import Rx
@testable import RxTestKit
import RxTesting
import XCTest

final class MarbleDifferenceTests: XCTestCase {
    func testDraw_SingleCharacterElements_MarksTheFirstDifference() {
        let drawing = MarbleDifference.draw(
            expected: [Recorded<Event<String>>.next(210, "a"), .next(220, "b"), .completed(300)],
            actual: [.next(210, "a"), .next(230, "b"), .completed(300)],
            describe: { $0 })

        XCTAssertEqual(drawing, """
        Marbles (one character = 10 ticks):
          expected ---------------------ab-------|
          actual   ---------------------a-b------|
          differs                        ^
        """)
    }

    func testDraw_LongerElements_GetLettersAndALegend() {
        let drawing = MarbleDifference.draw(
            expected: [Recorded<Event<Int>>.next(200, 10), .next(250, 20)],
            actual: [.next(200, 10), .error(250, RxError.unknown)])

        XCTAssertEqual(drawing, """
        Marbles (one character = 50 ticks):
          expected ----ab
          actual   ----a#
          differs       ^
          a = 10, b = 20
        """)
    }

    func testDraw_LongTimelines_StartNearTheFirstEvent() {
        let drawing = MarbleDifference.draw(
            expected: [Recorded<Event<String>>.next(1000, "x"), .completed(1200)],
            actual: [.next(1000, "x"), .completed(1210)],
            describe: { $0 })

        XCTAssertEqual(drawing, """
        Marbles (one character = 10 ticks, from t=1000):
          expected x-------------------|
          actual   x--------------------|
          differs                      ^
        """)
    }

    func testDraw_NothingRecorded_IsNil() {
        XCTAssertNil(MarbleDifference.draw(expected: [Recorded<Event<Int>>](), actual: []))
    }

    func testRecordedMismatch_TableIsFollowedByTheDrawing() throws {
        let message = try XCTUnwrap(EventsDiff.recorded(expected: [Recorded<Event<Int>>.next(210, 1)], actual: [.next(220, 1)]))

        XCTAssertTrue(message.hasSuffix("""
        > 0  next(210, 1)  next(220, 1)
        Marbles (one character = 10 ticks):
          expected ---------------------1-
          actual   ----------------------1
          differs                       ^
        """), message)
    }
}
