import RxTestKit

extension TestFailure {
    /// Expected and actual drawn as two marble lines on one time axis, with the first
    /// difference marked, when the failed assertion compared recorded events; nil otherwise.
    ///
    /// RxTesting's own assertions put the drawing in their message already, so this draws
    /// only what XCTest's and Swift Testing's generic equality printed
    /// (`XCTAssertEqual(observer.events, [...])` with a message, `#expect(a == b)`), or a
    /// RxTesting table that came without one.
    public var marbleDrawing: String? {
        if message.contains("Marbles (") { return nil }
        if let expected, let actual,
           let expectedEvents = RecordedEventList.parseList(expected), let actualEvents = RecordedEventList.parseList(actual) {
            return MarbleDifference.draw(expected: expectedEvents, actual: actualEvents, describe: { $0 })
        }
        let rows = message.split(separator: "\n").compactMap { RecordedEventList.rowCells(String($0)) }
        guard message.contains("Recorded events differ"), !rows.isEmpty else { return nil }
        let expectedEvents = rows.compactMap { RecordedEventList.parseCell($0.0) }
        let actualEvents = rows.compactMap { RecordedEventList.parseCell($0.1) }
        return MarbleDifference.draw(expected: expectedEvents, actual: actualEvents, describe: { $0 })
    }
}
