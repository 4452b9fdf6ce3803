import XCTest
import Rx
import RxTesting

final class XCTestAssertionTests: FailureCapturingTestCase {
    struct Boom: Error {}

    func testRecordedEquality_PassesSilently() {
        let recorded = failures { XCTAssertEqual([.next(210, 1), .completed(300)], [Recorded<Event<Int>>.next(210, 1), .completed(300)]) }
        XCTAssertEqual(recorded.count, 0)
    }

    func testRecordedMismatch_ReportsTableAtCallerLine() throws {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(240, 2), .completed(300)]
        let line = #line + 1
        let recorded = failures { XCTAssertEqual(actual, expected) }
        XCTAssertEqual(recorded.count, 1)
        let failure = try XCTUnwrap(recorded.first)
        XCTAssertEqual(failure.line, line)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertTrue(failure.description.contains("""
        Recorded events differ: expected 3, got 2; first difference at #1
          #  expected        actual
          0  next(210, 1)    next(210, 1)
        > 1  next(240, 2)    completed(300)
        > 2  completed(300)  (none)
        """), failure.description)
    }

    func testRecordedMismatch_ErrorsCompareByDescriptionAndTime() {
        let recorded = failures {
            XCTAssertEqual([Recorded<Event<Int>>.error(300, Boom())], [.error(301, Boom())])
        }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.description.contains("> 0  error(301, ") ?? false, recorded.first?.description ?? "")
    }

    func testEventMismatch_ReportsTable() {
        let line = #line + 1
        let recorded = failures { XCTAssertEqual([Event.next("a"), .completed], [Event.next("b"), .completed]) }
        XCTAssertEqual(recorded.map(\.line), [line])
        XCTAssertTrue(recorded.first?.description.contains("> 0  next(\"b\")  next(\"a\")") ?? false, recorded.first?.description ?? "")
        XCTAssertEqual(failures { XCTAssertEqual([Event.next(1)], [Event.next(1)]) }.count, 0)
    }

    func testRecordedElements_IgnoresTimesButNotStopEvents() {
        XCTAssertEqual(failures { XCTAssertRecordedElements([.next(210, 1), .next(999, 2)], [1, 2]) }.count, 0)
        let mismatch = failures { XCTAssertRecordedElements([.next(210, 1)], [1, 2]) }
        XCTAssertEqual(mismatch.count, 1)
        XCTAssertTrue(mismatch.first?.description.contains("Recorded elements differ: expected 2, got 1") ?? false)
        let stopped = failures { XCTAssertRecordedElements([.next(210, 1), .completed(300)], [1]) }
        XCTAssertEqual(stopped.count, 1)
        XCTAssertTrue(stopped.first?.description.contains("has completed(300)") ?? false, stopped.first?.description ?? "")
    }

    func testSingleEvents_EqualPassAndMismatchReportsATable() {
        XCTAssertEqual(failures { XCTAssertEqual([SingleEvent<Int>.success(1), .failure(Boom())], [.success(1), .failure(Boom())]) }.count, 0)
        let line = #line + 1
        let recorded = failures { XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)]) }
        XCTAssertEqual(recorded.map(\.line), [line])
        XCTAssertTrue(recorded.first?.description.contains("> 0  success(2)  success(1)") ?? false, recorded.first?.description ?? "")
        XCTAssertEqual(failures { XCTAssertEqual([SingleEvent<Int>.success(1)], [.failure(Boom())]) }.count, 1)
    }

    func testMaybeEvents_EqualPassAndMismatchReportsATable() {
        XCTAssertEqual(failures { XCTAssertEqual([MaybeEvent.success("a"), .completed, .error(Boom())], [.success("a"), .completed, .error(Boom())]) }.count, 0)
        let recorded = failures { XCTAssertEqual([MaybeEvent<String>.completed], [.success("a")]) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.description.contains("> 0  success(\"a\")  completed") ?? false, recorded.first?.description ?? "")
    }

    func testCompletableEvents_EqualPassAndMismatchReportsATable() {
        XCTAssertEqual(failures { XCTAssertEqual([CompletableEvent.completed], [.completed]) }.count, 0)
        let recorded = failures { XCTAssertEqual([CompletableEvent.error(Boom())], [.completed]) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.description.contains("Completable events differ: expected 1, got 1; first difference at #0") ?? false, recorded.first?.description ?? "")
    }

    func testOptionalRecordedEvents_NilElementsInfer() {
        XCTAssertEqual(failures { XCTAssertEqual([Recorded<Event<Int?>>.next(210, nil)], [.next(210, nil)]) }.count, 0)
        XCTAssertEqual(failures { XCTAssertEqual([Recorded<Event<Int?>>.next(210, 1)], [.next(210, nil)]) }.count, 1)
    }
}
