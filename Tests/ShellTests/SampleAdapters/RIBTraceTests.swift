import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// `trace on` in a RIBs app draws the calls the app's wiring traces (a view asking its
/// presentable listener, an interactor telling its listener or asking its router) in call
/// order, nested among attach, detach and lifecycle calls.
final class RIBTraceTests: XCTestCase {
    private var driver: ShellDriver!

    override func setUp() {
        driver = ShellDriver(Session(catalog: .standard))
    }

    /// The trace lines (`[t=...]`) without time and lanes: each call as indented in the trace
    /// (the text after the last lane mark and the three blanks that follow it).
    private func calls(in printed: [String]) -> [String] {
        printed.filter { $0.hasPrefix("[t=") }.compactMap { line in
            guard let lastLane = line.lastIndex(where: { $0 == "|" || $0 == "@" }) else { return nil }
            return String(line[line.index(after: lastLane)...].dropFirst(3))
        }
    }

    func testTodoLoginShowsTheChainLesson14Teaches() {
        driver.succeed("app todo", "trace on")
        let printed = driver.succeed("fire login name=alice")
        XCTAssertEqual(Array(calls(in: printed).prefix(5)), [
            "LoggedOutPresentableListener.login(withName: \"alice\")",
            "  LoggedOutListener.didLogin(withUserName: \"alice\")",
            "    RootRouting.routeToLoggedIn(withUserName: \"alice\")",
            "      Root.detachChild(LoggedOut)",
            "        LoggedOut.willResignActive()",
        ], "\(printed)")
        let didLogin = printed.first { $0.hasSuffix("LoggedOutListener.didLogin(withUserName: \"alice\")") }
        XCTAssertEqual(didLogin.map { $0.contains("|---------->|") }, true, "didLogin goes from LoggedOut's lane to Root's: \(printed)")
    }

    func testTicTacToeStartShowsTheListenerAndTheRouter() {
        driver.succeed("app tictactoe", "fire login", "trace on")
        XCTAssertEqual(Array(calls(in: driver.succeed("fire start")).prefix(3)), [
            "OffGamePresentableListener.startTicTacToe()",
            "  OffGameListener.startTicTacToe()",
            "    LoggedInRouting.routeToTicTacToe()",
        ])
    }

    func testTheRIBTraceIsInCallOrderWithWhatEachCallCausedIndented() {
        driver.succeed("app todo", "trace on")
        let lines = driver.succeed("fire login name=Ann").filter { $0.hasPrefix("[t=") }
        let expected: [(call: String, depth: Int)] = [
            ("LoggedOutPresentableListener.login(withName: \"Ann\")", 0), ("LoggedOutListener.didLogin(withUserName: \"Ann\")", 1),
            ("RootRouting.routeToLoggedIn(withUserName: \"Ann\")", 2),
            ("Root.detachChild(LoggedOut)", 3), ("LoggedOut.willResignActive()", 4), ("Root.attachChild(LoggedIn)", 3),
            ("LoggedIn.didBecomeActive()", 4), ("LoggedIn.didLoad()", 4), ("LoggedIn.attachChild(TodoList)", 5),
            ("TodoList.didBecomeActive()", 6), ("TodoList.didLoad()", 6),
        ]
        XCTAssertEqual(lines.count, expected.count, "\(lines)")
        for (line, want) in zip(lines, expected) {
            let tail = "   " + String(repeating: "  ", count: want.depth) + want.call
            XCTAssertTrue(line.hasSuffix(tail) && line.dropLast(tail.count).last != " ",
                          "\(line) should end with \(want.call) at depth \(want.depth)")
        }
    }

    func testAWorkflowsStepsAreTraced() {
        driver.succeed("app tictactoe", "trace on")
        let opened = driver.succeed("open ribs-training://launchGame?gameId=ticTacToe")
        XCTAssertTrue(opened.contains { $0.hasSuffix("|   LaunchGameWorkflow step 1 on Root") }, "\(opened)")
        // Step 2 runs inside the login chain: Root's interactor, told of the login, publishes
        // LoggedIn's actionable item, which the waiting workflow takes at once.
        let loggedIn = driver.succeed("fire login")
        let step = "   " + String(repeating: "  ", count: 2) + "LaunchGameWorkflow step 2 on LoggedIn"
        XCTAssertTrue(loggedIn.contains { $0.hasSuffix("|" + step) }, "\(loggedIn)")
        guard let stepIndex = loggedIn.firstIndex(where: { $0.hasSuffix(step) }) else { return }
        XCTAssertTrue(loggedIn[stepIndex + 1].hasSuffix("|   " + String(repeating: "  ", count: 3) + "LoggedInRouting.routeToTicTacToe()"),
                      "the step asks LoggedIn's router, nested under it: \(loggedIn)")
        XCTAssertTrue(loggedIn.contains { $0.hasSuffix("|   " + String(repeating: "  ", count: 4) + "LoggedIn.attachChild(TicTacToe)") },
                      "the routing is nested under the router call: \(loggedIn)")
    }
}
