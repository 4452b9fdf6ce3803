import XCTest
@testable import ArchLabShell

final class MarbleLegendTests: XCTestCase {
    func testLongValuesGetKeysShortOnesStayAndKeysAvoidShortValues() {
        let long = "displayFetchedOrders(ViewModel(2 rows))"
        let tracks = [
            MarbleTrack(label: "x", events: [.init(time: 0, kind: .value("a")), .init(time: 10, kind: .value(long))]),
            MarbleTrack(label: "y", events: [.init(time: 20, kind: .value(long)), .init(time: 30, kind: .value("view -> interactor  request()")),
                                             .init(time: 40, kind: .completed)]),
        ]
        let (keyed, legend) = MarbleLegend.abbreviate(tracks)
        XCTAssertEqual(keyed[0].events.map(\.kind), [.value("a"), .value("b")])
        XCTAssertEqual(keyed[1].events.map(\.kind), [.value("b"), .value("c"), .completed])
        XCTAssertEqual(legend, ["b = \(long)", "c = view -> interactor  request()"])
    }

    func testNothingLongMeansNoLegend() {
        let tracks = [MarbleTrack(label: "x", events: [.init(time: 0, kind: .value("hello"))])]
        let (keyed, legend) = MarbleLegend.abbreviate(tracks)
        XCTAssertEqual(keyed, tracks)
        XCTAssertEqual(legend, [])
    }

    func testKeysRunningOutCutValuesShort() {
        let events = (0..<60).map { MarbleEvent(time: $0 * 10, kind: .value("a long value number \($0)")) }
        let (keyed, legend) = MarbleLegend.abbreviate([MarbleTrack(label: "x", events: events)])
        XCTAssertEqual(legend.count, 52)
        XCTAssertEqual(keyed[0].events.last?.kind, .value("a long valu…"))
    }
}
