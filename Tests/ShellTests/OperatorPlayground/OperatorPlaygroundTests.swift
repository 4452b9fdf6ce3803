import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// The playground computed by the real Rx on the session's TestScheduler.
final class OperatorPlaygroundTests: XCTestCase {
    private var driver: ShellDriver!
    private var shell: Shell { driver.shell }

    override func setUp() {
        driver = ShellDriver(Session(catalog: .fakes))
    }

    func testMapFilterOnACold() {
        driver.run(#"let a = cold "--1--2--3--|""#, "let b = a | map x*10 | filter x>10")
        XCTAssertEqual(driver.run("play b"), [
            "b = a | map x*10 | filter x>10",
            "t  0    50       100",
            "a  --1--2----3----|",
            "   ^--------------!",
            "b  -----20---30---|",
            "(each column is 10 ticks; columns holding wide values are drawn wider)",
        ])
        XCTAssertEqual(shell.session.now, 110)
    }

    /// `observeOn` and `subscribeOn` are `observe(on:)` and `subscribe(on:)` onto the clock's
    /// scheduler, where work due now runs one tick later: each event comes a tick late, or
    /// the cold source is subscribed a tick late (and so sends everything a tick late).
    func testObserveOnAndSubscribeOnAddTheSchedulersTick() {
        driver.run(#"let a = cold "-1-2|""#, "let o = a | observeOn", "let s = a | subscribeOn")
        driver.run("play a o s")
        let events = { (name: String) in self.shell.session.operatorPlayground.recordedEventTexts(stream: name).map { "\($0.event)@\($0.time)" } }
        XCTAssertEqual(events("a"), ["next(1)@10", "next(2)@30", "completed@40"])
        XCTAssertEqual(events("o"), ["next(1)@11", "next(2)@31", "completed@41"])
        XCTAssertEqual(events("s"), ["next(1)@11", "next(2)@31", "completed@41"])
        XCTAssertFalse(shell.submit(line: "let x = a | observeOn 5").succeeded)
        XCTAssertFalse(shell.submit(line: "let x = a | subscribeOn now").succeeded)
    }

    /// `share` multicasts through a publish subject, `share replay=N` through a replay subject:
    /// a subscriber arriving at 40 gets only what follows, or first the last N values.
    func testShareReplayHandsALateSubscriberTheKeptValues() {
        driver.run(#"let src = cold "-1-2-3|""#, "let pub = src | share", "let rep = src | share replay=2", #"let wait = cold "----|""#,
            "let latepub = wait | concat pub", "let laterep = wait | concat rep")
        XCTAssertEqual(driver.run("let x = src | share replay=2").first, "x = src | share replay=2")
        driver.run("play pub latepub rep laterep")
        let events = { (name: String) in self.shell.session.operatorPlayground.recordedEventTexts(stream: name).map { "\($0.event)@\($0.time)" } }
        XCTAssertEqual(events("latepub"), ["next(3)@50", "completed@60"])
        XCTAssertEqual(events("laterep"), ["next(1)@40", "next(2)@40", "next(3)@50", "completed@60"])
        XCTAssertFalse(shell.submit(line: "let y = src | share replay=-1").succeeded)
        XCTAssertFalse(shell.submit(line: "let y = src | share replay=1 now").succeeded)
    }

    func testHotSourceSubscribesAtCaret() {
        driver.run(#"let h = hot "-1-^-2-3-|""#, "let m = h | map x+1")
        XCTAssertEqual(driver.run("play m"), [
            "m = h | map x+1",
            "t  0    50   100",
            "h  -1---2-3-|",
            "      ^-----!",
            "m  -----3-4-|",
        ])
    }

    func testExpressionFailureBecomesAnErrorEvent() {
        driver.run(#"let a = cold "-2-0-|""#, "let q = a | map 10/x")
        let lines = driver.run("play q")
        XCTAssertEqual(lines.suffix(3), ["   ^--!", "q  -5-#", "q failed at t=30: division by zero"])
    }

    func testDefinitionsAreChecked() {
        XCTAssertEqual(shell.submit(line: "let b = a | map x").text, ["error: no playground stream named 'a'."])
        driver.run(#"let a = cold "-1|""#, "let b = a | map x")
        XCTAssertEqual(shell.submit(line: "let a = b | map x").text,
                       ["error: redefining a this way would make it depend on itself. Use a new name, as in: let a2 = ..."])
        XCTAssertEqual(shell.submit(line: "play zz").text, ["error: no playground stream named 'zz'. Known: a, b."])
    }

    func testPlayTwiceGivesTheSameDiagramLater() {
        driver.run(#"let a = cold "-1-2|""#)
        let first = driver.run("play a")
        let second = driver.run("play a")
        XCTAssertEqual(first, second)
        XCTAssertEqual(shell.session.now, 80)
    }

    func testEverySubscriptionLineSaysWhoseItIs() {
        driver.run(#"let a = cold "--1--2--|""#, "let b = a | map x+1", "let c = a | map x+2")
        XCTAssertEqual(driver.run("play a b c"), [
            #"a = cold "--1--2--|""#, "b = a | map x+1", "c = a | map x+2",
            "t  0    50",
            "a  --1--2--|",
            "   ^-------!  for a",
            "   ^-------!  for b",
            "   ^-------!  for c",
            "b  --2--3--|",
            "c  --3--4--|",
        ])
    }

    func testAnInnerStreamSubscribedTwiceIsDrawnOncePerSubscription() {
        driver.run(#"let i = cold "-1-2|""#, #"let j = cold "-5|""#, "let m = i | flatMap j")
        XCTAssertEqual(driver.run("play m"), [
            "m = i | flatMap j x+y",
            "t     0    50",
            "i     -1-2|",
            "      ^---!",
            "j #1  --5|",
            "       ^-!  for m",
            "j #2  ----5|",
            "         ^-!  for m",
            "m     --6-7|",
        ])
    }

    func testTheCombinerIsEchoedAsTyped() {
        XCTAssertEqual(driver.run(#"let i = cold "-1|""#, #"let j = cold "-2|""#, "let k = i | combineLatest j x+y", "let l = i | zip j x*y").suffix(2),
                       ["k = i | combineLatest j x+y", "l = i | zip j x*y"])
    }
}
