import XCTest
import Rx
import RxTesting

final class MarblesRenderingTests: XCTestCase {
    struct Boom: Error {}

    func testRender_OneLine() {
        let events: [Recorded<Event<String>>] = [.next(20, "a"), .next(50, "b"), .completed(80)]
        XCTAssertEqual(Marbles.render(events), "--a--b--|")
    }

    func testRender_ErrorAndOpenEndedStream() {
        XCTAssertEqual(Marbles.render([.next(10, 1), .error(30, Boom())]), "-1-#")
        XCTAssertEqual(Marbles.render([.next(10, 1)], through: 50), "-1----")
    }

    func testRender_SameTickEventsAreGrouped() {
        let events: [Recorded<Event<String>>] = [.next(10, "a"), .next(10, "b"), .next(30, "c"), .completed(30)]
        XCTAssertEqual(Marbles.render(events), "-(ab)-(c|)")
    }

    func testRender_TimesAreFlooredToTheirColumn() {
        // 211 and 219 fall in column 21 of width 10: drawn as one group.
        let events: [Recorded<Event<Int>>] = [.next(211, 1), .next(219, 2)]
        XCTAssertEqual(Marbles.render(events, from: 200), "-(12)")
    }

    func testRender_SharedAxisWidensColumnsOnEveryLine() {
        let source: [Recorded<Event<String>>] = [.next(210, "a"), .next(230, "b"), .next(230, "c"), .completed(250)]
        let result: [Recorded<Event<String>>] = [.next(210, "a"), .next(240, "c"), .completed(250)]
        let drawing = Marbles.render([
            MarbleLine("xs", events: source),
            MarbleLine("result", events: result),
            MarbleLine("sub", subscription: Subscription(200, 250)),
        ], from: 200)
        XCTAssertEqual(drawing, """
        xs     -a-(bc)-|
        result -a--   c|
        sub    ^---   -!
        """)
    }

    func testRender_OpenSubscriptionRunsToTheEnd() {
        let drawing = Marbles.render([
            MarbleLine("xs", events: [Recorded<Event<Int>>.next(40, 1)]),
            MarbleLine("sub", subscription: Subscription(20)),
        ])
        XCTAssertEqual(drawing, "xs  ----1\nsub --^--")
    }

    func testRender_ThenParseGivesTheSameEvents() throws {
        let events: [Recorded<Event<String>>] = [.next(0, "x"), .next(30, "y"), .next(30, "z"), .next(70, "w"), .error(90, MarbleError())]
        let line = Marbles.render(events)
        XCTAssertEqual(try Marbles.parse(line), events)
    }

    func testRender_SharedAxisLinesStillParse() throws {
        let wide: [Recorded<Event<String>>] = [.next(10, "a"), .next(10, "b"), .next(20, "c")]
        let narrow: [Recorded<Event<String>>] = [.next(10, "d"), .next(20, "e"), .completed(30)]
        let lines = Marbles.render([MarbleLine(events: wide), MarbleLine(events: narrow)]).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, ["-(ab)c-", "-d   e|"])
        XCTAssertEqual(try Marbles.parse(lines[0]), wide)
        XCTAssertEqual(try Marbles.parse(lines[1]), narrow)
    }

    func testRender_CustomSymbols() {
        let events: [Recorded<Event<Bool>>] = [.next(10, true), .next(20, false)]
        XCTAssertEqual(Marbles.render(events, symbol: { $0 ? "T" : "F" }), "-TF")
    }

    func testRender_EventsBeforeStartAreLeftOut() {
        let events: [Recorded<Event<Int>>] = [.next(150, 1), .next(210, 2), .completed(220)]
        XCTAssertEqual(Marbles.render(events, from: 200), "-2|")
    }
}
