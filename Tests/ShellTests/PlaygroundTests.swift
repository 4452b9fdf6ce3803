import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// The playground computed by the real Rx on the session's TestScheduler.
final class PlaygroundTests: XCTestCase {
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
        ])
        XCTAssertEqual(shell.session.now, 110)
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
}
