@testable import ArchLabWorkbook
import XCTest

/// Failed comparisons of recorded events, captured from a real `swift test` run (Swift 6.3.1,
/// Linux) in Fixtures/Output/recorded-events-failures.txt, drawn as marbles for `check`.
final class MarbleFailureTests: XCTestCase {
    private func run() throws -> TestRun {
        TestOutputParser.parseTestOutput(try Fixtures.output("recorded-events-failures.txt"))
    }

    func testRxTestingTable_KeepsItsTableAndDrawingInTheMessage() throws {
        let test = try XCTUnwrap(try run().cases.first { $0.name == "testRxAssert" })
        let failure = try XCTUnwrap(test.failures.first)

        XCTAssertEqual(test.failures.count, 1)
        XCTAssertTrue(failure.message.hasPrefix("failed - Recorded events differ: expected 3, got 3; first difference at #1\n  #  expected"), failure.message)
        XCTAssertTrue(failure.message.hasSuffix("""
        Marbles (one character = 10 ticks):
          expected ---------------------ab-------|
          actual   ---------------------a-b------|
          differs                        ^
          a = "a b", b = "c"
        """), failure.message)
        XCTAssertNil(failure.marbleDrawing, "RxTesting drew it already")
    }

    func testGenericXCTAssertEqual_IsDrawnFromTheListsItPrinted() throws {
        let failure = try XCTUnwrap(try run().cases.first { $0.name == "testRxAssertInt" }?.failures.first)

        XCTAssertEqual(failure.marbleDrawing, """
        Marbles (one character = 10 ticks):
          expected ---------------------1-3-------
          actual   ---------------------1-2------#
          differs                         ^
        """)
    }

    func testSwiftTestingExpect_IsDrawnFromItsOperands() throws {
        let test = try XCTUnwrap(try run().cases.first { $0.name == "expectEvents()" })

        XCTAssertEqual(test.failures.count, 2)
        XCTAssertNil(test.failures[0].marbleDrawing, "RxTesting's expectEqual drew it already")
        XCTAssertTrue(test.failures[0].message.contains("Marbles (one character = 10 ticks):"))
        XCTAssertEqual(test.failures[1].marbleDrawing, """
        Marbles (one character = 10 ticks):
          expected ---------------------1--------|
          actual   ---------------------1-2------|
          differs                         ^
        """)
    }

    func testNonEventFailures_AreNotDrawn() throws {
        let failures = try XCTUnwrap(try run().cases.first { $0.name == "testPlainXCTAssert" }?.failures)

        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.map(\.marbleDrawing), [nil, nil], "[210, 300] is a list of numbers, not of events")
    }

    func testLearnerText_ShowsTheDrawingUnderTheFailure() throws {
        let result = ExerciseResult(lessonID: "streams", folder: "01-streams", module: nil, outcome: .testsFailed, testRun: try run())

        let text = result.learnerText()

        XCTAssertTrue(text.contains("""
              actual:   [next(1) @ 210, next(2) @ 230, error(boom) @ 300]
              my note
              Marbles (one character = 10 ticks):
                expected ---------------------1-3-------
                actual   ---------------------1-2------#
                differs                         ^
        """), text)
    }

    func testRecordedEventList_ReadsQuotedTextWithCommasAndParentheses() {
        let events = RecordedEventList.parseList(#"[next("a, (b)") @ 10, completed @ 20]"#)

        XCTAssertEqual(events?.map(\.time), [10, 20])
        XCTAssertEqual(events?.first?.value.element, #""a, (b)""#)
        XCTAssertNil(RecordedEventList.parseList("[1, 2]"))
        XCTAssertNil(RecordedEventList.parseList("[]"))
        XCTAssertNil(RecordedEventList.parseList("next(1) @ 10"))
    }

    func testRecordedEventList_SplitsTableRows() {
        let cells = RecordedEventList.rowCells(#"> 12  next(220, "x y")  (none)"#)

        XCTAssertEqual(cells?.0, #"next(220, "x y")"#)
        XCTAssertEqual(cells?.1, "(none)")
        XCTAssertEqual(RecordedEventList.parseCell(#"next(220, "x y")"#)?.time, 220)
        XCTAssertEqual(RecordedEventList.parseCell("completed(300)")?.value.isStopEvent, true)
        XCTAssertNil(RecordedEventList.parseCell("(none)"))
        XCTAssertNil(RecordedEventList.rowCells("  #  expected  actual"))
    }
}
