import ArchLabWorkbook
import XCTest
@testable import ArchLabShell

/// `predict STREAM "MARBLES"`: a prediction committed before the run, drawn against what
/// happened after it, and read by the `predicted STREAM` check.
final class PredictCommandTests: XCTestCase {
    private let shell = Shell(session: Session(catalog: .standard))

    private func run(_ line: String) -> Shell.Outcome { shell.submit(line: line) }

    func testAPlaygroundPredictionIsComparedAfterPlay() {
        _ = run("let b = cold \"--1--2--|\" | map x*10")
        let committed = run("predict b \"--10--30--|\"")
        XCTAssertTrue(committed.succeeded)
        XCTAssertEqual(committed.text.joined(separator: " "), "prediction for b committed: next(10)@20 next(30)@50 completed@80 (times from the start of the play). "
                                                              + "Now type 'play b'; your line is drawn over what happens.")
        XCTAssertEqual(committed.text.filter { $0.count > 80 }, [], "wrapped at the width")
        XCTAssertFalse(committed.text.joined().contains("20)@50"), "the answer is not shown when committing")
        let played = run("play b").text
        let you = try? XCTUnwrap(played.firstIndex { $0.hasPrefix("you ") })
        XCTAssertNotNil(you, "\(played)")
        if let you {
            XCTAssertEqual(played[you], "you  --10---30---|")
            XCTAssertEqual(played[you + 1], "b    --10---20---|")
            XCTAssertEqual(played[you + 2], "            ^", "the mark under the first difference")
        }
        XCTAssertEqual(played.last, "First difference at t=50: you said next(30); the stream gave next(20) at t=50.")
        XCTAssertFalse(StepCheck.predicted("b").isSatisfied(by: SessionProbe(session: shell.session), exercisePassed: false))

        _ = run("predict b \"--10--20--|\"")
        XCTAssertEqual(run("play b").text.last, "Your prediction was right.")
        XCTAssertEqual(shell.session.predictions.committed.map(\.text), ["--10--30--|", "--10--20--|"])
        XCTAssertEqual(SessionProbe(session: shell.session).predictions.count, 2)
        XCTAssertTrue(StepCheck.predicted("b").isSatisfied(by: SessionProbe(session: shell.session), exercisePassed: false))
    }

    func testAPlaygroundPredictionWaitsForItsPlayNotForTheClock() {
        _ = run("let b = cold \"-1|\"; let c = cold \"-2|\"")
        _ = run("predict b \"-1|\"")
        XCTAssertFalse(run("advance 100").text.contains { $0.hasPrefix("you ") }, "advance does not run a playground stream")
        XCTAssertFalse(run("play c").text.contains { $0.hasPrefix("you ") }, "nor does playing another one")
        XCTAssertEqual(run("play b").text.last, "Your prediction was right.")
    }

    func testAWatchedStreamIsComparedOnceItsTimeHasCome() {
        _ = run("scene title; watch title.display")
        _ = run("predict title.display \"next(hello)@40\"")
        _ = run("fire request")
        XCTAssertFalse(run("advance 20").text.contains { $0.hasPrefix("you ") }, "nothing happened and the predicted time is ahead")
        let compared = run("advance 40").text
        XCTAssertTrue(compared.contains { $0.hasPrefix("you ") }, "\(compared)")
        XCTAssertEqual(compared.last, "First difference: you said next(hello) at t=40; it came at t=50.")
    }

    func testALateWatcherCanBePredicted() {
        _ = run("scene title; fire request; advance 60")
        let committed = run("predict title.display \"next(hello)@0\"").text.joined(separator: " ")
        XCTAssertTrue(committed.hasSuffix("Now type 'watch title.display' (it is not watched yet), then run it (fire, advance); your line is drawn over what happens."), committed)
        XCTAssertFalse(run("watch title.display").text.contains { $0.hasPrefix("you ") }, "the predicted tick is not over yet")
        let decided = run("advance 10").text
        XCTAssertEqual(decided.last, "First difference at t=0: you said next(hello); the stream recorded nothing more.", "\(decided)")
    }

    func testEventsAtOneTickAreDecidedByTheCommandThatCausesThem() {
        _ = run("app todo; fire login name=Ann; watch todo.tree; detach LoggedIn")
        _ = run("predict todo.tree \"(activated TodoList, activated LoggedIn, attached LoggedIn to Root)\"")
        XCTAssertEqual(run("attach LoggedIn to Root").text.last, "Your prediction was right.")
    }

    func testStreamsThatDoNotExistOrPredictionsThatDoNotParseAreRefused() {
        _ = run("scene title")
        let unknown = run("predict nope \"-a|\"")
        XCTAssertTrue(unknown.text.joined().contains("no stream to predict named 'nope'"), "\(unknown.text)")
        _ = run("let b = cold \"-1|\"")
        let bad = run("predict b \"--(1\"")
        XCTAssertEqual(bad.text, ["error: predict b: a group is never closed; add ')', e.g. '--(1,2)--|'"])
        XCTAssertFalse(run("predict b").succeeded, "a prediction is required")
        XCTAssertTrue(shell.session.predictions.committed.isEmpty)
    }
}
