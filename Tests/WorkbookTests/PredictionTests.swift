import ArchLabWorkbook
import XCTest

/// Predictions: parsed as the learner types them, compared with what the stream recorded.
final class PredictionTests: XCTestCase {
    private func events(_ text: String) throws -> [String] {
        try Prediction(stream: "b", parsing: text, committedAt: 0, recordedBefore: 0).events.map(\.description)
    }

    func testMarbleLine_AValueTakesOneFrameHoweverLong() throws {
        XCTAssertEqual(try events("--10--20--|"), ["next(10)@20", "next(20)@50", "completed@80"])
        XCTAssertEqual(try events("-a-b-#"), ["next(a)@10", "next(b)@30", "error@50"])
        XCTAssertEqual(try events("- - 1 |"), ["next(1)@20", "completed@30"], "blanks are ignored")
        XCTAssertEqual(try events("hello|"), ["next(hello)@0", "completed@10"])
    }

    func testMarbleLine_Groups() throws {
        XCTAssertEqual(try events("--(1,2)--|"), ["next(1)@20", "next(2)@20", "completed@50"])
        XCTAssertEqual(try events("-(ab|)"), ["next(a)@10", "next(b)@10", "completed@10"])
        XCTAssertEqual(try events("(10, 20)"), ["next(10)@0", "next(20)@0"])
        XCTAssertEqual(try events("-(a b)"), ["next(a)@10", "next(b)@10"])
        XCTAssertEqual(try events("(activated LoggedIn, attached LoggedIn to Root)"),
                       ["next(activated LoggedIn)@0", "next(attached LoggedIn to Root)@0"], "blanks inside a group's values are kept")
    }

    func testEventList() throws {
        XCTAssertEqual(try events("10@20 20@50 |@80"), ["next(10)@20", "next(20)@50", "completed@80"])
        XCTAssertEqual(try events("next(a)@10, error(boom)@30"), ["next(a)@10", "error(boom)@30"])
        XCTAssertEqual(try events("#@5"), ["error@5"])
        XCTAssertEqual(try events("next(attached LoggedIn to Root)@0, next(loaded LoggedIn)@0"),
                       ["next(attached LoggedIn to Root)@0", "next(loaded LoggedIn)@0"], "blanks inside parentheses belong to the value")
    }

    func testBadPredictionsSayWhatToWrite() {
        let bad = ["", "   ", "----", "--(1--|", "--1)--", "-^-1-|", "1@x", "1@20 2@10", "--((1))"]
        for text in bad {
            XCTAssertThrowsError(try Prediction(stream: "b", parsing: text, committedAt: 0, recordedBefore: 0), text) { error in
                let message = (error as? Prediction.ParseError)?.message ?? ""
                XCTAssertTrue(message.contains("`"), "names what to write: \(message)")
            }
        }
    }

    func testComparison_RightWhenEveryEventHappenedAtItsTime() throws {
        let prediction = try Prediction(stream: "b", parsing: "--10--20--|", committedAt: 100, recordedBefore: 1)
        let recorded = [(time: 90, event: "next(0)"), (120, "next(10)"), (150, "next(20)"), (180, "completed")]
        let comparison = PredictionComparison(prediction: prediction, recorded: recorded)
        XCTAssertEqual(comparison.actual.map(\.description), ["next(10)@20", "next(20)@50", "completed@80"],
                       "earlier events are left out; times count from the commitment")
        XCTAssertTrue(comparison.isRight)
        XCTAssertNil(comparison.firstDifference)
        XCTAssertNil(comparison.verdict)
    }

    func testComparison_FirstDifference() throws {
        func verdict(_ predicted: String, _ recorded: [(time: Int, event: String)]) throws -> String? {
            let prediction = try Prediction(stream: "b", parsing: predicted, committedAt: 0, recordedBefore: 0)
            return PredictionComparison(prediction: prediction, recorded: recorded).verdict
        }
        XCTAssertEqual(try verdict("--1--2|", [(20, "next(1)"), (50, "next(3)"), (60, "completed")]),
                       "First difference at t=50: you said next(2); the stream gave next(3) at t=50.")
        XCTAssertEqual(try verdict("--1--2|", [(20, "next(1)"), (40, "next(2)"), (60, "completed")]),
                       "First difference: you said next(2) at t=50; it came at t=40.")
        XCTAssertEqual(try verdict("--1--2|", [(20, "next(1)")]),
                       "First difference at t=50: you said next(2); the stream recorded nothing more.")
        XCTAssertEqual(try verdict("--1|", [(20, "next(1)"), (25, "next(9)")]),
                       "First difference at t=25: you said completed at t=30; the stream gave next(9) at t=25.")
        XCTAssertEqual(try verdict("--1", [(20, "next(1)"), (30, "completed")]),
                       "First difference at t=30: the stream also gave completed, which you did not predict.")
        XCTAssertNil(try verdict("--#", [(20, "error(boom)")]), "`#` stands for any error")
    }

    func testComparison_NothingRecordedIsNeverRight() throws {
        let prediction = try Prediction(stream: "b", parsing: "--1", committedAt: 0, recordedBefore: 0)
        XCTAssertFalse(PredictionComparison(prediction: prediction, recorded: []).isRight)
    }

    func testPredictedCheck_NeedsAPredictionCommittedInTheStepThatWasRight() throws {
        let old = try Prediction(stream: "b", parsing: "--1|", committedAt: 0, recordedBefore: 0)
        var probe = FakeProbe(streams: ["b": [(20, "next(1)"), (30, "completed")]], predictions: [old])
        let window = StepWindow.begin(probe, streams: StepCheck.predicted("b").streams)
        XCTAssertFalse(StepCheck.predicted("b").isSatisfied(by: probe, exercisePassed: false, in: window), "made before the step")
        probe.predictions.append(try Prediction(stream: "b", parsing: "--2|", committedAt: 100, recordedBefore: 2))
        probe.streams["b"]? += [(120, "next(2)"), (130, "completed")]
        XCTAssertTrue(StepCheck.predicted("b").isSatisfied(by: probe, exercisePassed: false, in: window))
        XCTAssertFalse(StepCheck.predicted("c").isSatisfied(by: probe, exercisePassed: false, in: window))
        probe.predictions.append(try Prediction(stream: "b", parsing: "--3|", committedAt: 200, recordedBefore: 4))
        probe.streams["b"]? += [(220, "next(2)"), (230, "completed")]
        XCTAssertFalse(StepCheck.predicted("b").isSatisfied(by: probe, exercisePassed: false, in: window), "the latest prediction counts")
    }
}

/// The prediction exercises' failures never give the answer away before an attempt.
final class PredictionFailureTests: XCTestCase {
    private func failure(actual: String, expected: String, note: String) -> TestFailure {
        TestFailure(file: "/x/Lessons/02-virtual-time/Tests/T.swift", line: 3,
                    message: "XCTAssertEqual failed: (\"\(actual)\") is not equal to (\"\(expected)\") - \(note)",
                    expected: expected, actual: actual)
    }

    func testAnEmptyPredictionWithholdsTheAnswer() throws {
        let expected = #"["next(210, a)", "next(220, b)", "completed(230)"]"#
        let prediction = try XCTUnwrap(PredictionFailure(failure(actual: "[]", expected: expected,
                                                                 note: "actual is your prediction; expected is what the TestScheduler recorded")))
        XCTAssertTrue(prediction.isEmpty)
        XCTAssertFalse(prediction.lines.joined().contains("210"), "\(prediction.lines)")
        XCTAssertTrue(prediction.lines.joined().contains("no prediction yet"))
    }

    func testAnAttemptShowsBothAndTheFirstDifference() throws {
        let prediction = try XCTUnwrap(PredictionFailure(failure(actual: #"["next(210, a)", "next(230, b)"]"#,
                                                                 expected: #"["next(210, a)", "next(220, b)", "completed(230)"]"#,
                                                                 note: "actual is your prediction")))
        XCTAssertEqual(prediction.lines, [
            #"      you predicted: ["next(210, a)", "next(230, b)"]"#,
            #"      it was:        ["next(210, a)", "next(220, b)", "completed(230)"]"#,
            #"      first difference at item 2: you said "next(230, b)"; it was "next(220, b)""#,
        ])
        let shorter = try XCTUnwrap(PredictionFailure(failure(actual: "[1, 2]", expected: "[1, 2, 3]", note: "actual is your prediction")))
        XCTAssertEqual(shorter.firstDifference, "first difference at item 3: you stopped; it went on with 3")
    }

    func testOtherAssertionsAreNotPredictions() {
        XCTAssertNil(PredictionFailure(failure(actual: "[]", expected: "[1]", note: "subscribed at 200, the ticker ticks at 210")))
        XCTAssertNil(PredictionFailure(TestFailure(file: nil, line: nil, message: "XCTAssertTrue failed")))
    }

    func testTheLearnerReportUsesIt() {
        let test = TestCaseResult(suite: "VirtualTimeExerciseTests", name: "testPredictedHotTimeline_MatchesTheRecording", status: .failed,
                                  failures: [failure(actual: "[]", expected: #"["next(250, 2)"]"#, note: "actual is your prediction; expected is what the TestScheduler recorded")])
        let result = ExerciseResult(lessonID: "virtual-time", folder: "02-virtual-time", module: "VirtualTime", outcome: .testsFailed,
                                    testRun: TestRun(cases: [test]))
        let text = result.learnerText()
        XCTAssertFalse(text.contains("next(250, 2)"), text)
        XCTAssertTrue(text.contains("no prediction yet"), text)
    }

    func testItemsKeepCommasInsideQuotesAndBrackets() {
        XCTAssertEqual(PredictionFailure.items(#"["a, b", [1, 2], (3, 4)]"#), [#""a, b""#, "[1, 2]", "(3, 4)"])
        XCTAssertEqual(PredictionFailure.items("[]"), [])
        XCTAssertNil(PredictionFailure.items("42"))
    }

    /// XCTest's own failure line for lesson 02's prediction test, as `swift test` prints it.
    func testTheRealXCTestLineIsReadAsAnUnattemptedPrediction() throws {
        let output = """
            Test Case 'VirtualTimeExerciseTests.testPredictedColdTimeline_MatchesTheRecording' started at 2026-12-01 12:00:00.000
            /x/Lessons/02-virtual-time/Tests/VirtualTimeExerciseTests.swift:35: error: VirtualTimeExerciseTests.testPredictedColdTimeline_MatchesTheRecording : XCTAssertEqual failed: ("[]") is not equal to ("["next(210, a)", "next(220, b)", "completed(230)"]") - actual is your prediction; expected is what the TestScheduler recorded
            Test Case 'VirtualTimeExerciseTests.testPredictedColdTimeline_MatchesTheRecording' failed (0.001 seconds)
            """
        let run = TestOutputParser.parseTestOutput(output)
        let failure = try XCTUnwrap(run.cases.first?.failures.first)
        let prediction = try XCTUnwrap(PredictionFailure(failure))
        XCTAssertTrue(prediction.isEmpty)
        let result = ExerciseResult(lessonID: "virtual-time", folder: "02-virtual-time", module: "VirtualTime", outcome: .testsFailed, testRun: run)
        let text = result.learnerText()
        XCTAssertFalse(text.contains("next(210, a)"), text)
        XCTAssertTrue(text.contains("testPredictedColdTimeline_MatchesTheRecording"), text)
    }
}
