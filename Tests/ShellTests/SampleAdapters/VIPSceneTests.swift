import ArchLabTestSupport
import XCTest
@testable import ArchLabShell

/// The real Clean Swift scenes (`title`, `labels`, `orders`) through `VIPSceneSample`:
/// fire with key=value arguments, watch, trace with virtual times, view, completion.
final class VIPSceneTests: XCTestCase {
    private var driver: ShellDriver!
    private var shell: Shell { driver.shell }

    override func setUp() {
        driver = ShellDriver(Session(catalog: .standard))
    }

    func testTitleListsItsRequestsAndStreams() {
        let printed = driver.succeed("scene title")
        XCTAssertEqual(printed.first?.hasPrefix("loaded scene title: "), true)
        XCTAssertTrue(printed.contains("  fire:  request, worker-fails"), "\(printed)")
        XCTAssertTrue(printed.contains("  watch: title.request, title.response, title.display, title.cycle"), "\(printed)")
        XCTAssertEqual(shell.session.sample?.kind, .scene)
    }

    func testTitleAnswersAfterTheWorkersLatency() {
        driver.succeed("scene title", "watch title.display", "advance 100", "fire request")
        XCTAssertEqual(driver.succeed("advance 49"), [])
        let printed = driver.succeed("advance 1")
        XCTAssertEqual(printed.count, 1)
        XCTAssertTrue(printed[0].hasPrefix("[t=  150] title.display  next("), printed[0])
        XCTAssertTrue(printed[0].contains("hello"), printed[0])
        XCTAssertEqual(driver.succeed("view").first, "Title: hello")
    }

    func testTraceDrawsTheCycleWithVirtualTimes() {
        driver.succeed("scene title", "trace on", "advance 10")
        let fired = driver.succeed("fire request")
        XCTAssertEqual(fired.first?.split(separator: " ").map(String.init), ["view", "interactor", "worker"])
        XCTAssertTrue(fired.contains { $0.hasPrefix("[t=   10]  |---------->|") && $0.hasSuffix("request()") }, "\(fired)")
        XCTAssertTrue(fired.contains { $0.hasSuffix("getTitle()") }, "\(fired)")
        let answered = driver.succeed("advance 50")
        let calls = answered.filter { $0.hasPrefix("[t=") }
        XCTAssertEqual(calls.count, 3, "\(answered)")
        XCTAssertTrue(calls.allSatisfy { $0.hasPrefix("[t=   60]") }, "\(calls)")
        XCTAssertTrue(calls[0].contains("<----------|") && calls[0].hasSuffix("getTitle => \"hello\""), calls[0])
        XCTAssertTrue(calls[2].hasSuffix("display(\"hello\")"), calls[2])
        driver.succeed("trace off")
        XCTAssertEqual(driver.succeed("fire request", "advance 50"),
                       ["fired request: request(), getTitle(); the screen is unchanged; more is scheduled at t=110."])
    }

    func testTraceInterleavesWithEventsInTimeOrder() {
        driver.succeed("scene title", "watch title.display", "trace on", "fire request", "at 20 fire request")
        let printed = driver.succeed("run")
        let times = printed.compactMap { line -> Int? in
            guard line.hasPrefix("[t="), let close = line.firstIndex(of: "]") else { return nil }
            return Int(line[line.index(line.startIndex, offsetBy: 3)..<close].trimmingCharacters(in: .whitespaces))
        }
        XCTAssertEqual(times, times.sorted(), "\(printed)")
        XCTAssertEqual(Set(times), [20, 50, 70])
    }

    func testWorkerFailureSwitchShowsTheErrorPath() {
        driver.succeed("scene title", "watch title.display", "fire worker-fails on=true", "fire request")
        let printed = driver.succeed("advance 50")
        XCTAssertTrue(printed.contains { $0.contains("ERROR!") }, "\(printed)")
        XCTAssertEqual(driver.succeed("view")[0], "Title: ERROR!")
    }

    func testFireArgumentErrorsNameTheArgument() {
        driver.succeed("scene labels")
        XCTAssertEqual(driver.error("fire create"), "error: fire create: 'create' needs name=<text>. Usage: fire create name=<text>")
        XCTAssertEqual(driver.error("fire remove id=two"),
                       "error: fire remove: id=two is not allowed: id takes a whole number. Usage: fire remove id=<number>")
        XCTAssertEqual(driver.error("fire create nam=Dogs"),
                       "error: fire create: 'create' has no parameter 'nam'; it takes: name. Usage: fire create name=<text>")
        XCTAssertEqual(driver.error("fire lod"),
                       "error: no action in labels named 'lod'. Did you mean 'load'? Known: load, create, remove, save, fail-saves.")
    }

    func testBadValuesSayWhatTheParameterTakes() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.error("fire worker-fails on=maybe"),
                       "error: fire worker-fails: on=maybe is not allowed: on takes true or false. Usage: fire worker-fails [on=<true|false>]")
        driver.succeed("scene orders", "advance 20")
        XCTAssertEqual(driver.error("fire show index=9"),
                       "error: fire show: index=9 is not allowed: index takes a whole number from 1 to 2. Usage: fire show index=<1...2>")
        driver.succeed("fire new")
        XCTAssertEqual(driver.error("fire create customer=Al item=beer"),
                       "error: fire create: item=beer is not allowed: item takes one of coffee, tea, cake. Usage: fire create customer=<text> [item=<coffee|tea|cake>] [quantity=<1...20>]")
    }

    func testLabelsEditAndSaveThroughTheRealCycle() {
        driver.succeed("scene labels", "watch labels.card", "fire load", "advance 30")
        XCTAssertEqual(driver.succeed("view"), ["Labels of Cats", "  #1 All", "  #2 Best", "  #3 Kittens", "  [saves fail: off]"])
        driver.succeed("fire remove id=1", "fire save", "advance 30")
        let view = driver.succeed("view")
        XCTAssertFalse(view.contains("  #1 All"), "\(view)")
        XCTAssertTrue(view.contains("  > Saved 2 labels."), "\(view)")
        XCTAssertEqual(shell.session.firedRequests, ["load", "remove", "save"])
    }

    func testOrdersNavigatesAndActionsFollowTheTopScene() {
        driver.succeed("scene orders", "advance 20")
        XCTAssertEqual(shell.session.sample?.actions.map(\.name), ["fetch", "show", "new"])
        driver.succeed("fire new")
        XCTAssertEqual(driver.succeed("view").first, "ListOrders > CreateOrder")
        XCTAssertEqual(driver.complete("fire "), ["create", "back"])
        XCTAssertEqual(driver.complete("fire create "), ["customer=", "item=", "quantity="])
        XCTAssertEqual(driver.complete("fire create item="), ["item=coffee", "item=tea", "item=cake"])
        driver.succeed("watch orders.created", "fire create customer=Zoe item=tea quantity=2")
        XCTAssertTrue(driver.succeed("advance 20").contains { $0.contains("orders.created") && $0.contains("Zoe") })
        XCTAssertEqual(driver.succeed("view").first, "ListOrders")
    }

    func testCompletionOffersRequestsKeysAndStreams() {
        XCTAssertEqual(driver.complete("scene "), ["title", "labels", "orders"])
        driver.succeed("scene title")
        XCTAssertEqual(driver.complete("fire "), ["request", "worker-fails"])
        XCTAssertEqual(driver.complete("fire worker-fails "), ["on="])
        XCTAssertEqual(driver.complete("fire worker-fails on="), ["on=true", "on=false"])
        XCTAssertEqual(driver.complete("watch title.d"), ["title.display"])
        XCTAssertEqual(shell.session.hint(line: "fire worker-fails "), "[on=<true|false>]")
        driver.succeed("scene labels")
        XCTAssertEqual(driver.complete("fire cr"), ["create"])
        XCTAssertEqual(driver.complete("fire create "), ["name="])
        XCTAssertEqual(shell.session.hint(line: "fire create "), "name=<text>")
    }

    func testLoadingAnotherSceneFreesTheFirst() {
        driver.succeed("scene title")
        weak let first = shell.session.sample as AnyObject?
        driver.succeed("scene labels")
        XCTAssertNil(first, "the title scene is still alive after loading labels")
    }

    func testVIPScenesRefuseRIBCommands() {
        driver.succeed("scene title")
        XCTAssertEqual(driver.error("tree"), "error: title is a VIP scene, so it has no RIB tree. Type 'app todo' to launch a RIBs app.")
        XCTAssertEqual(driver.error("detach Root"),
                       "error: title is a VIP scene, so it has no RIB tree. Type 'app todo' to launch a RIBs app.")
    }
}
