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
}
