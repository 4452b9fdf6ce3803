import Rx
import RxTestKit
import Testing

/// Records an issue at the caller's location when the recorded events differ in time, kind or
/// value, with a side-by-side table of both lists. Returns whether they were equal.
@discardableResult
public func expectEqual<Element: Equatable>(_ actual: [Recorded<Event<Element>>], _ expected: [Recorded<Event<Element>>], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let diff = EventsDiff.recorded(expected: expected, actual: actual) else { return true }
    Issue.record(Comment(rawValue: diff), sourceLocation: sourceLocation)
    return false
}

/// Records an issue at the caller's location when the events differ in kind or value, with a
/// side-by-side table of both lists. Returns whether they were equal.
@discardableResult
public func expectEqual<Element: Equatable>(_ actual: [Event<Element>], _ expected: [Event<Element>], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let diff = EventsDiff.events(expected: expected, actual: actual) else { return true }
    Issue.record(Comment(rawValue: diff), sourceLocation: sourceLocation)
    return false
}

/// Records an issue unless `stream` holds only `.next` events carrying `elements`, in order;
/// times are not compared, and a completion or error is an issue. Returns whether it held.
@discardableResult
public func expectRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let diff = EventsDiff.recordedElements(stream, expected: elements) else { return true }
    Issue.record(Comment(rawValue: diff), sourceLocation: sourceLocation)
    return false
}
