import Rx
import RxTestKit
import XCTest

/// Fails when the recorded events differ in time, kind or value, with a side-by-side table
/// of both lists. Forwards the caller's file and line.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #filePath, line: UInt = #line) {
    if let diff = EventsDiff.recorded(expected: rhs, actual: lhs) {
        XCTFail(diff, file: file, line: line)
    }
}

/// Fails when the events differ in kind or value, with a side-by-side table of both lists.
/// Forwards the caller's file and line.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line) {
    if let diff = EventsDiff.events(expected: rhs, actual: lhs) {
        XCTFail(diff, file: file, line: line)
    }
}

/// Fails when the recorded events of optional elements differ (RxTest's overload, so that
/// `[.next(210, nil)]` type-checks). Forwards the caller's file and line.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>], file: StaticString = #filePath, line: UInt = #line) {
    if let diff = EventsDiff.recorded(expected: rhs, actual: lhs) {
        XCTFail(diff, file: file, line: line)
    }
}

/// Fails when the `Single` outcomes differ, with a side-by-side table of both lists.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    if let diff = EventsDiff.singleEvents(expected: rhs, actual: lhs) {
        XCTFail(diff, file: file, line: line)
    }
}

/// Fails when the `Maybe` outcomes differ, with a side-by-side table of both lists.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    if let diff = EventsDiff.maybeEvents(expected: rhs, actual: lhs) {
        XCTFail(diff, file: file, line: line)
    }
}

/// Fails when the `Completable` outcomes differ, with a side-by-side table of both lists.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line) {
    if let diff = EventsDiff.completableEvents(expected: rhs, actual: lhs) {
        XCTFail(diff, file: file, line: line)
    }
}

/// Fails unless `stream` holds only `.next` events carrying `elements`, in order; times are
/// not compared, and a completion or error fails the assertion.
public func XCTAssertRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line) {
    if let diff = EventsDiff.recordedElements(stream, expected: elements) {
        XCTFail(diff, file: file, line: line)
    }
}
