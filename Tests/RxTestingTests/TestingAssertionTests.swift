import Testing
import Rx
import RxTesting

@Suite struct TestingAssertionTests {
    @Test func equalRecordedEventsRecordNoIssue() {
        #expect(expectEqual([Recorded<Event<Int>>.next(210, 1), .completed(300)], [.next(210, 1), .completed(300)]))
    }

    @Test func recordedMismatchIsAnIssueAtTheCaller() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(240, 2), .completed(300)]
        let line = #line + 2
        withKnownIssue {
            expectEqual(actual, expected)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
                && issue.comments.contains { $0.rawValue.contains("> 1  next(240, 2)    completed(300)") }
        }
    }

    @Test func eventMismatchIsAnIssue() {
        withKnownIssue {
            expectEqual([Event.next(1)], [Event.next(2)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Events differ: expected 1, got 1; first difference at #0") }
        }
    }

    @Test func recordedElementsRejectStopEvents() {
        #expect(expectRecordedElements([.next(210, 1), .next(220, 2)], [1, 2]))
        withKnownIssue {
            expectRecordedElements([.next(210, 1), .error(220, MarbleError())], [1])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Expected only next events") }
        }
    }
}
