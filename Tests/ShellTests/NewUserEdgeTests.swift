import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// The rough edges a new user met, each pinned: what the shell says instead, and that what
/// it suggests works.
final class NewUserEdgeTests: XCTestCase {
    private var driver: ShellDriver!

    override func setUp() {
        driver = ShellDriver(Session(catalog: .standard))
    }

    // MARK: - archlab -c

    func testDashCWithoutCommandsSuggestsCommandsThatRun() throws {
        XCTAssertThrowsError(try LaunchOptions.parse(["-c"])) { error in
            XCTAssertEqual((error as? LaunchError)?.message,
                           "-c needs the commands to run, as in: archlab -c '\(LaunchOptions.commandsExample)'")
        }
        let printed = driver.succeed(LaunchOptions.commandsExample)
        XCTAssertEqual(printed.last, "[t=   50] title.display  next(hello)")
    }

    func testKeepGoingRunsTheRestOfALineAfterAnError() {
        let sink = BufferSink()
        XCTAssertEqual(ScriptRunner(shell: driver.shell, sink: sink, keepGoing: true).run(commands: "bogus; advance 5; time"), 1)
        XCTAssertEqual(sink.lines.last, "t=5")
        XCTAssertEqual(sink.errorLines, ["error (-c): unknown command 'bogus'. Type 'help' for the list."])

        let stopping = BufferSink()
        let fresh = Shell(session: Session(catalog: .standard))
        XCTAssertEqual(ScriptRunner(shell: fresh, sink: stopping).run(commands: "bogus; advance 5; time"), 1)
        XCTAssertEqual(stopping.lines.count, 1, "without -k the line stops at its first error")
        XCTAssertEqual(fresh.session.now, 0)
    }

    // MARK: - at

    func testAtInThePastSuggestsTheCommandThatWasTyped() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.error("at 0 fire request"),
                       "error: at: TIME cannot be '0': expected a time after now (t=0), as in: at 100 fire request.")
        XCTAssertEqual(driver.error("at 0 watch title.display"),
                       "error: at: TIME cannot be '0': expected a time after now (t=0), as in: at 100 watch title.display.")
    }

    func testAtDoesNotScheduleHelp() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.error("at 100 fire --help"),
                       "error: at runs a command later, and 'fire --help' only prints help. Type 'fire --help' now.")
        XCTAssertNil(driver.session.scheduler.nextScheduledTime)
    }

    // MARK: - numbers

    func testANumberTooBigIsCalledThatWithTheRange() {
        driver.succeed("app todo", "fire login name=ann", "fire add title=milk")
        XCTAssertEqual(driver.error("fire open id=99999999999999999999999"),
                       "error: fire open: id=99999999999999999999999 is a whole number too big: id takes a whole number from "
                       + "\(Int.min) to \(Int.max). Usage: fire open id=<number>")
        XCTAssertEqual(driver.error("fire open id=-99999999999999999999999"),
                       "error: fire open: id=-99999999999999999999999 is a whole number too small: id takes a whole number from "
                       + "\(Int.min) to \(Int.max). Usage: fire open id=<number>")
        XCTAssertEqual(driver.error("advance 99999999999999999999"),
                       "error: advance: TICKS cannot be '99999999999999999999': expected a whole number from 0 to 1000000000 "
                       + "(that one is too big), as in: advance 100.")
    }

    // MARK: - stream names

    func testShortStreamNamesWhenUnambiguous() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.succeed("watch display"), ["watching title.display"])
        driver.succeed("fire request", "advance 60")
        XCTAssertEqual(driver.succeed("unwatch display"), ["stopped watching title.display"])
        XCTAssertEqual(driver.succeed("marbles display").first, "t              0    50")
        XCTAssertEqual(driver.error("watch nope"),
                       "error: no stream in title named 'nope'. Known: title.request, title.response, title.display, title.cycle.")
    }

    func testAShortNameMatchingSeveralStreamsAsksForTheFullName() {
        XCTAssertThrowsError(try StreamName.resolve("display", among: ["a.display", "b.display"], kind: "stream")) { error in
            XCTAssertEqual((error as? ShellError)?.message, "'display' could be a.display or b.display. Type the full name.")
        }
        XCTAssertEqual(try StreamName.resolve("b.display", among: ["a.display", "b.display"], kind: "stream"), "b.display")
    }

    // MARK: - fire

    func testTheSeedsMethodAndRequestNamesFireTheViewActions() {
        driver.succeed("scene labels")
        XCTAssertEqual(driver.succeed("fire getLabelList").first?.hasPrefix("fired load: getLabelList(Request())"), true)
        driver.succeed("fire LabelList", "fire createLabel name=Dogs", "scene orders", "fire fetchOrders")
        XCTAssertEqual(driver.error("fire fetchOrder"),
                       "error: no action in orders named 'fetchOrder'. Did you mean 'fetchOrders'? Known: fetch, show, new.")
        driver.succeed("fire new", "fire createOrder customer=Al")
        XCTAssertEqual(driver.session.firedRequests, ["load", "load", "create", "fetch", "new", "create"], "recorded by the action's own name")
        XCTAssertEqual(driver.complete("fire fetchOrders "), [], "parameters of an aliased action complete like its own")
    }

    func testFireAloneListsTheActionsAvailableNowAndWhatIsHidden() {
        driver.succeed("app todo")
        XCTAssertEqual(driver.succeed("fire"), [
            "fire on LoggedOut now:",
            "  type name=<text>     Type your name into the name field",
            "  login [name=<text>]  Tap Login (optionally typing the name first)",
        ])
        driver.succeed("fire login name=Ann", "fire add title=Milk", "fire open id=1")
        XCTAssertEqual(driver.succeed("fire"), [
            "fire on TodoDetail now:",
            "  toggle  Switch Done on or off",
            "  close   Close the detail",
            "  hidden while TodoDetail is on top: TodoList's add, toggle, remove, open, logout",
        ])
        XCTAssertEqual(driver.error("fire open id=1"),
                       "error: 'open' is TodoList's, hidden while TodoDetail is on top. Available now: toggle, close.")
    }

    func testStreamsListsWhatCanBeFiredToo() {
        driver.succeed("app todo", "fire login name=Ann")
        XCTAssertEqual(driver.succeed("streams").last, "fire now: add, toggle, remove, open, logout  (type 'fire' for their arguments)")
    }

    func testAStatusLineFollowsEveryCommandThatChangesTheActions() {
        driver.succeed("app todo")
        XCTAssertEqual(Array(driver.succeed("fire login name=Ann").suffix(1)), ["  fire now (TodoList): add, toggle, remove, open, logout"])
        XCTAssertFalse(driver.succeed("fire add title=Milk").contains { $0.contains("fire now") }, "nothing changed, nothing said")
        XCTAssertEqual(Array(driver.succeed("fire open id=1").suffix(2)), [
            "  fire now (TodoDetail): toggle, close",
            "  hidden while TodoDetail is on top: TodoList's add, toggle, remove, open, logout",
        ])
        driver.succeed("scene orders", "advance 30")
        XCTAssertEqual(Array(driver.succeed("fire new").suffix(2)), [
            "  fire now (CreateOrder): create, back",
            "  hidden while CreateOrder is on top: ListOrders's fetch, show, new",
        ])
    }

    func testEveryFireSaysWhatItCausedWhileNothingElseDoes() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.succeed("fire request"), [
            "fired request: request(), getTitle(); the screen is unchanged; more is scheduled at t=50. "
                + "Type 'watch title.display' (or 'trace on') to see each event.",
        ])
        driver.succeed("advance 50")
        XCTAssertEqual(driver.succeed("fire worker-fails"), ["fired worker-fails; the screen now shows \"[worker fails: on]\"."])
        driver.succeed("watch display")
        XCTAssertEqual(driver.succeed("fire request"), ["fired request: request(), getTitle(); the screen is unchanged; more is scheduled at t=100."],
                       "the watched stream sends nothing yet, so the line says what is due")
        driver.succeed("watch request")
        XCTAssertEqual(driver.succeed("fire request"), ["[t=   50] title.request  next(())"], "a watched stream's event says it; no summary")
        driver.succeed("app todo")
        XCTAssertEqual(driver.succeed("fire type name=Ann"),
                       ["fired type; the screen now shows \"Name: [Ann]\". Type 'watch todo.tree' (or 'trace on') to see each event."])
        XCTAssertEqual(driver.succeed("fire login name="), ["fired login: LoggedOutPresentableListener.login(withName: \"\"); "
                                                             + "the screen now shows \"Name: [________]\" and \"! Type a name first.\"."])
    }

    func testAFireThatTraceOnDoesNotDrawStillSaysWhatItDid() {
        driver.succeed("scene title", "trace on", "advance 50")
        XCTAssertEqual(driver.succeed("fire worker-fails"), ["fired worker-fails; the screen now shows \"[worker fails: on]\"."])
        driver.succeed("app todo", "fire login name=Ann", "fire add title=Milk", "trace on")
        XCTAssertEqual(driver.succeed("fire add title=Bread").last?.hasSuffix("TodoListPresentableListener.add(title: \"Bread\")"), true,
                       "a traced call is drawn, with no summary")
    }

    func testTheScreenLineNamesTheNewLinesElseTheLinesGone() {
        XCTAssertEqual(ReportRenderer.screenLine(ScreenChange(before: ["a", "  b", ""], after: ["b", "a"])), "the screen is unchanged")
        XCTAssertEqual(ReportRenderer.screenLine(ScreenChange(before: ["x", "gone"], after: ["x", " new "])), "the screen now shows \"new\"")
        XCTAssertEqual(ReportRenderer.screenLine(ScreenChange(before: ["x", "gone"], after: ["x"])), "the screen no longer shows \"gone\"")
        XCTAssertEqual(ReportRenderer.screenLine(ScreenChange(before: ["x"], after: ["x", "x", "y"])), "the screen now shows \"x\" and \"y\"")
        XCTAssertEqual(ReportRenderer.screenLine(ScreenChange(before: [], after: ["1", "2", "3", "4"])),
                       "the screen now shows \"1\", \"2\" and 2 more lines ('view' shows it all)")
    }

    // MARK: - leaks

    func testLeaksListsOnlyWhatIsDetachedAndStillAliveOncePerObject() {
        driver.succeed("app tictactoe", "fire login", "fire start")
        for move in ["row=0 col=0", "row=1 col=0", "row=0 col=1", "row=1 col=1", "row=0 col=2"] { driver.succeed("fire place \(move)") }
        driver.succeed("fire ok")
        XCTAssertEqual(driver.succeed("leaks").last, "RIBs detached but still alive: none",
                       "the finished game's RIBs are freed and the new OffGame is attached")
        driver.succeed("app todo", "fire login name=Ann", "detach TodoList")
        XCTAssertEqual(Array(driver.succeed("leaks").suffix(2)),
                       ["RIBs detached but still alive:", "  waiting: TodoListViewController must leave the screen"])
    }

    // MARK: - attach and detach

    func testAttachingAnAttachedRIBIsRIBsOwnAttachTwiceFailure() {
        driver.succeed("app todo", "fire login name=Ann")
        let tree = driver.session.samples.ribTree
        XCTAssertEqual(driver.error("attach TodoList"),
                       "error: RIBs: Attempt to attach child: TodoList, which is already attached to LoggedIn.")
        XCTAssertEqual(driver.error("attach TodoList to Root"),
                       "error: TodoList is attached to LoggedIn; a router has one parent at a time. Type 'detach TodoList' first.")
        XCTAssertEqual(driver.session.samples.ribTree, tree, "neither changed the tree")
    }

    func testAttachingADetachedRIBUnderAnotherParentSaysSo() {
        driver.succeed("app todo", "fire login name=Ann", "detach TodoList")
        let printed = driver.succeed("attach TodoList to Root")
        XCTAssertEqual(printed.last, "TodoList was detached from LoggedIn and is now attached to Root: RIBs lets any router attach it, "
                       + "but TodoList was built with LoggedIn's dependencies, and its view is not presented by its new parent.")
        XCTAssertTrue(printed.contains("`-- TodoList (viewful, active)  + attached"), "\(printed)")
        driver.succeed("detach TodoList")
        XCTAssertEqual(driver.succeed("attach TodoList").last, "`-- TodoList (viewful, active)  + attached",
                       "without 'to', it goes back under Root, where it was last detached from, with no note")
    }

    // MARK: - RIB trace

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
